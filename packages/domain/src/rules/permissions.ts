/** Who may see and do what (spec 1 §2, §4, §6). Inputs are the few fields each rule needs. */
import {
  ROLE_LOCATION_LIMITED,
  ROLE_RESTRICTED,
  STAFF_PERMISSION_LEVEL,
  TOP_NAVIGATION_ACCOUNT_TYPE,
} from '../constants.ts';

export interface PermissionUser {
  readonly is_company_admin?: boolean | null;
  readonly is_staff?: boolean | null;
}

export interface PermissionLicence {
  readonly features?: readonly string[] | null;
  readonly limit_users?: number | null;
}

/** is_company_admin makes a user an admin; anyone else (or nobody) is a basic user. */
export function isAdmin(user: PermissionUser | null | undefined): boolean {
  return user?.is_company_admin === true;
}

export function isStaff(user: PermissionUser | null | undefined): boolean {
  return user?.is_staff === true;
}

export function hasLicenceFeature(licence: PermissionLicence | null | undefined, feature: string): boolean {
  return licence?.features?.includes(feature) === true;
}

/** A menu item's access rules: a licence feature it needs and a permission level (3 = staff only). */
export interface MenuItemAccess {
  readonly feature?: string;
  readonly permission?: number;
  /** Shown only to company admins (the company Users item). */
  readonly adminOnly?: boolean;
}

export interface MenuAccessContext {
  readonly user: PermissionUser | null | undefined;
  readonly licence: PermissionLicence | null | undefined;
}

export function canSeeMenuItem(item: MenuItemAccess, { user, licence }: MenuAccessContext): boolean {
  if (item.permission !== undefined && item.permission >= STAFF_PERMISSION_LEVEL && !isStaff(user)) return false;
  if (item.feature !== undefined && !hasLicenceFeature(licence, item.feature)) return false;
  if (item.adminOnly === true && !isAdmin(user)) return false;
  return true;
}

/**
 * Companies with account_type 9 get the top navigation; below 9 (or unknown) the side menu (spec 1 §2). The spec
 * names no type above 9: "below 9 gets the side menu" leaves them the top navigation.
 */
export function usesTopNavigation(accountType: number | null | undefined): boolean {
  return typeof accountType === 'number' && accountType >= TOP_NAVIGATION_ACCOUNT_TYPE;
}

export const companyPages = ['basic', 'business_locations', 'users', 'integrations'] as const;
export type CompanyPage = (typeof companyPages)[number];

/**
 * The company page to render for a path segment: users and integrations (API keys) only for admins; anything else
 * falls back to basic.
 */
export function companyPageFor(page: string | null | undefined, user: PermissionUser | null | undefined): CompanyPage {
  if (page === 'business_locations') return page;
  if ((page === 'users' || page === 'integrations') && isAdmin(user)) return page;
  return 'basic';
}

/** The role options a user may pick: role 5 is hidden from non-admins. */
export function selectableRoles<T extends { readonly value: number | string }>(
  roles: readonly T[],
  user: PermissionUser | null | undefined,
): T[] {
  return isAdmin(user) ? [...roles] : roles.filter((role) => Number(role.value) !== ROLE_RESTRICTED);
}

/** Role 2 is tied to exactly one business location. */
function roleNeedsSingleLocation(role: number | null | undefined): boolean {
  return role === ROLE_LOCATION_LIMITED;
}

/** What the users list shows in the locations column: role 2 its locations, other roles "all" ('Kaikki'). */
export function companyUserLocationsDisplay<T>(
  role: number | null | undefined,
  locations: readonly T[],
): { readonly kind: 'all' } | { readonly kind: 'locations'; readonly locations: readonly T[] } {
  return roleNeedsSingleLocation(role) ? { kind: 'locations', locations } : { kind: 'all' };
}

/**
 * Invite or edit opens its dialog only below the licence's user limit; at the limit the licence-info dialog
 * opens instead. No limit known means no limit.
 */
export function hasReachedUserLimit(userCount: number, licence: PermissionLicence | null | undefined): boolean {
  const limit = licence?.limit_users;
  return typeof limit === 'number' && userCount >= limit;
}

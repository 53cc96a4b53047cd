import { paths } from '../../../config/paths';
import type { MessageKey } from '../../../i18n/catalogs';

export interface MenuItem {
  to: string;
  label: MessageKey;
  /** Shown only when the licence lists this feature. */
  feature?: string;
  /** Permission level 3: staff users only. */
  permissionLevel?: 3;
  adminOnly?: boolean;
  /** Carries the red mark when a feature is newer than the user's new_features_readed. */
  newFeatures?: boolean;
}
export interface MenuGroup {
  label: MessageKey;
  items: MenuItem[];
}

/** The side menu of company accounts (spec 1 §2). */
export const sideMenu: (MenuItem | MenuGroup)[] = [
  { to: paths.dashboard.frontpage.href(), label: 'shell.menu.frontpage' },
  { to: paths.dashboard.transports.list.href(), label: 'shell.menu.transports' },
  {
    label: 'shell.menu.company',
    items: [
      { to: paths.dashboard.company.href('basic'), label: 'shell.menu.companyBasic' },
      { to: paths.dashboard.company.href('business_locations'), label: 'shell.menu.businessLocations' },
      { to: paths.dashboard.company.href('users'), label: 'shell.menu.companyUsers', adminOnly: true },
    ],
  },
  { to: paths.dashboard.reports.href(), label: 'shell.menu.reports' },
  { to: paths.dashboard.help.href(), label: 'shell.menu.help' },
  { to: paths.dashboard.other.href('user_account'), label: 'shell.menu.myaccount' },
  { to: paths.dashboard.newFeatures.href(), label: 'shell.menu.newFeatures', newFeatures: true },
  { to: paths.dashboard.chat.href(), label: 'shell.menu.chat', feature: 'chat' },
  { to: paths.dashboard.licensePayment.href(), label: 'shell.menu.licencePayment', permissionLevel: 3 },
];

/** The top navigation of account_type 9. */
export const topMenu: MenuItem[] = [
  { to: paths.dashboard.transports.list.href(), label: 'shell.menu.transports' },
  { to: paths.dashboard.chat.href(), label: 'shell.menu.drivers' },
  { to: paths.dashboard.map.href(), label: 'shell.menu.map' },
  { to: paths.dashboard.customers.href(), label: 'shell.menu.customers' },
];

export function isGroup(entry: MenuItem | MenuGroup): entry is MenuGroup {
  return 'items' in entry;
}

export interface MenuContext {
  isAdmin: boolean;
  isStaff: boolean;
  features: readonly string[];
}

export function isVisible(item: MenuItem, context: MenuContext): boolean {
  if (item.adminOnly && !context.isAdmin) return false;
  if (item.permissionLevel === 3 && !context.isStaff) return false;
  if (item.feature && !context.features.includes(item.feature)) return false;
  return true;
}

/** A feature created or updated after the user last read the list. */
export function hasUnreadFeatures(
  features: readonly { created: string; updated: string }[],
  readAt: string | null | undefined,
) {
  if (!readAt) return features.length > 0;
  const read = Date.parse(readAt);
  return features.some((feature) => Date.parse(feature.created) > read || Date.parse(feature.updated) > read);
}

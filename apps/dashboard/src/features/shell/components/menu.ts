import { canSeeMenuItem } from '@siirto/domain';
import type { AppShellNavGroup } from '@siirto/ui';
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
  /** Further paths under which this item is the current page (e.g. every account tab for "Omat tiedot"). */
  currentUnder?: string[];
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
  {
    to: paths.dashboard.other.href('user_account'),
    label: 'shell.menu.myaccount',
    currentUnder: [
      paths.dashboard.other.href('default_settings').replace(/\/[^/]+$/, ''),
      paths.dashboard.myaccount.href(),
    ],
  },
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

/** The domain's menu rule (spec 1 §2): admin-only items, licence features, permission level 3 for staff. */
export function isVisible(item: MenuItem, context: MenuContext): boolean {
  return canSeeMenuItem(
    { feature: item.feature, permission: item.permissionLevel, adminOnly: item.adminOnly },
    {
      user: { is_company_admin: context.isAdmin, is_staff: context.isStaff },
      licence: { features: context.features },
    },
  );
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The item's own path or one of its `currentUnder` paths is where the user is. */
export function isCurrent(item: MenuItem, pathname: string): boolean {
  const own = item.to.split('?')[0] ?? item.to;
  return [own, ...(item.currentUnder ?? [])].some((base) => isUnder(pathname.replace(/\/$/, '') || '/', base));
}

/**
 * The design system's navigation groups for the visible items: items outside a group form unlabelled groups in
 * their order, the red mark goes on the new-features item when something is unread, labels come from `translate`.
 */
export function navigationGroups(
  entries: readonly (MenuItem | MenuGroup)[],
  options: { context: MenuContext; unread: boolean; pathname: string; translate: (key: MessageKey) => string },
): AppShellNavGroup[] {
  const toNavItem = (item: MenuItem) => ({
    id: item.to,
    label: options.translate(item.label),
    href: item.to,
    attention: item.newFeatures === true && options.unread,
    current: isCurrent(item, options.pathname),
  });
  const groups: AppShellNavGroup[] = [];
  let loose: MenuItem[] = [];
  const flushLoose = () => {
    const items = loose.filter((item) => isVisible(item, options.context));
    if (items.length > 0) groups.push({ id: `items-${String(groups.length)}`, items: items.map(toNavItem) });
    loose = [];
  };
  for (const entry of entries) {
    if (!isGroup(entry)) {
      loose.push(entry);
      continue;
    }
    flushLoose();
    const items = entry.items.filter((item) => isVisible(item, options.context));
    if (items.length > 0)
      groups.push({ id: entry.label, label: options.translate(entry.label), items: items.map(toNavItem) });
  }
  flushLoose();
  return groups;
}

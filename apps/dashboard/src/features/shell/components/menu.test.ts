import { describe, expect, it } from 'vitest';
import { isGroup, isVisible, navigationGroups, sideMenu, topMenu, type MenuItem } from './menu';

const items = sideMenu.flatMap((entry): MenuItem[] => (isGroup(entry) ? entry.items : [entry]));
const visibleLabels = (context: Parameters<typeof isVisible>[1]) =>
  items.filter((item) => isVisible(item, context)).map((item) => item.label);

describe('the side menu', () => {
  it('hides the company users item from non-admins', () => {
    expect(visibleLabels({ isAdmin: false, isStaff: false, features: [] })).not.toContain('shell.menu.companyUsers');
    expect(visibleLabels({ isAdmin: true, isStaff: false, features: [] })).toContain('shell.menu.companyUsers');
  });

  it('shows licence-feature items only when the licence lists the feature, level-3 items only to staff', () => {
    expect(visibleLabels({ isAdmin: true, isStaff: false, features: [] })).not.toContain('shell.menu.chat');
    expect(visibleLabels({ isAdmin: true, isStaff: false, features: ['chat'] })).toContain('shell.menu.chat');
    expect(visibleLabels({ isAdmin: true, isStaff: false, features: [] })).not.toContain('shell.menu.licencePayment');
    expect(visibleLabels({ isAdmin: false, isStaff: true, features: [] })).toContain('shell.menu.licencePayment');
  });
});

describe('the navigation groups', () => {
  const admin = { isAdmin: true, isStaff: false, features: [] };
  const translate = (key: string) => `<${key}>`;

  it('keeps the menu order: loose items in unlabelled groups around the labelled Company group', () => {
    const groups = navigationGroups(sideMenu, {
      context: admin,
      unread: false,
      pathname: '/dashboard/help',
      translate,
    });
    expect(groups.map((group) => group.label)).toEqual([undefined, '<shell.menu.company>', undefined]);
    expect(groups.map((group) => group.items.map((item) => item.href))).toEqual([
      ['/dashboard/frontpage', '/dashboard/transports'],
      ['/dashboard/company/basic', '/dashboard/company/business_locations', '/dashboard/company/users'],
      ['/dashboard/reports', '/dashboard/help', '/dashboard/other/user_account', '/dashboard/new_features'],
    ]);
  });

  it('leaves hidden items out and a basic user without the users item', () => {
    const groups = navigationGroups(sideMenu, {
      context: { isAdmin: false, isStaff: false, features: [] },
      unread: false,
      pathname: '/dashboard/frontpage',
      translate,
    });
    const labels = groups.flatMap((group) => group.items.map((item) => item.label));
    expect(labels).not.toContain('<shell.menu.companyUsers>');
    expect(labels).toContain('<shell.menu.businessLocations>');
  });

  it('puts the red mark on the new-features item only when something is unread', () => {
    const marked = (unread: boolean) =>
      navigationGroups(sideMenu, { context: admin, unread, pathname: '/dashboard/frontpage', translate })
        .flatMap((group) => group.items)
        .filter((item) => item.attention)
        .map((item) => item.href);
    expect(marked(true)).toEqual(['/dashboard/new_features']);
    expect(marked(false)).toEqual([]);
  });

  it('marks the current page, also below the item (transport detail, every account tab, the password page)', () => {
    const current = (pathname: string) =>
      navigationGroups(sideMenu, { context: admin, unread: false, pathname, translate })
        .flatMap((group) => group.items)
        .filter((item) => item.current)
        .map((item) => item.href);
    expect(current('/dashboard/company/business_locations')).toEqual(['/dashboard/company/business_locations']);
    expect(current('/dashboard/transports/detail/5')).toEqual(['/dashboard/transports']);
    expect(current('/dashboard/other/account_users')).toEqual(['/dashboard/other/user_account']);
    expect(current('/dashboard/myaccount/password')).toEqual(['/dashboard/other/user_account']);
    expect(current('/dashboard/reportsx')).toEqual([]);
  });

  it('gives account_type 9 one group of top-bar items', () => {
    const groups = navigationGroups(topMenu, { context: admin, unread: false, pathname: '/dashboard/map', translate });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((item) => [item.label, item.current])).toEqual([
      ['<shell.menu.transports>', false],
      ['<shell.menu.drivers>', false],
      ['<shell.menu.map>', true],
      ['<shell.menu.customers>', false],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { hasUnreadFeatures, isGroup, isVisible, sideMenu, type MenuItem } from './menu';

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

  it('marks new features created or updated after the user last read them', () => {
    const features = [{ created: '2026-10-01T08:00:00Z', updated: '2026-11-02T08:00:00Z' }];
    expect(hasUnreadFeatures(features, '2026-11-01T00:00:00Z')).toBe(true);
    expect(hasUnreadFeatures(features, '2026-11-03T00:00:00Z')).toBe(false);
    expect(hasUnreadFeatures([], null)).toBe(false);
  });
});

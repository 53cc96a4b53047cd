import { describe, expect, it } from 'vitest';
import {
  canSeeMenuItem,
  companyPageFor,
  companyUserLocationsDisplay,
  hasLicenceFeature,
  hasReachedUserLimit,
  isAdmin,
  isStaff,
  selectableRoles,
  usesTopNavigation,
} from './permissions.ts';

const admin = { is_company_admin: true, is_staff: false };
const basic = { is_company_admin: false, is_staff: false };
const staff = { is_company_admin: false, is_staff: true };

describe('admin and staff', () => {
  it('is_company_admin makes isAdmin true; nobody else is an admin', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(basic)).toBe(false);
    expect(isAdmin({ is_company_admin: null })).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
    expect(isStaff(staff)).toBe(true);
    expect(isStaff(admin)).toBe(false);
  });
});

describe('menu items', () => {
  const licence = { features: ['reports', 'api'] };

  it('shows permission level 3 items only to staff', () => {
    expect(canSeeMenuItem({ permission: 3 }, { user: staff, licence })).toBe(true);
    expect(canSeeMenuItem({ permission: 3 }, { user: admin, licence })).toBe(false);
    expect(canSeeMenuItem({ permission: 1 }, { user: basic, licence })).toBe(true);
  });

  it('shows an item needing a licence feature only when the licence lists it', () => {
    expect(hasLicenceFeature(licence, 'reports')).toBe(true);
    expect(hasLicenceFeature(licence, 'chat')).toBe(false);
    expect(hasLicenceFeature(null, 'reports')).toBe(false);
    expect(canSeeMenuItem({ feature: 'chat' }, { user: admin, licence })).toBe(false);
    expect(canSeeMenuItem({ feature: 'reports' }, { user: basic, licence })).toBe(true);
  });

  it('shows the company Users item (adminOnly) to company admins only', () => {
    expect(canSeeMenuItem({ adminOnly: true }, { user: admin, licence })).toBe(true);
    expect(canSeeMenuItem({ adminOnly: true }, { user: basic, licence })).toBe(false);
    expect(canSeeMenuItem({ adminOnly: true }, { user: staff, licence })).toBe(false);
  });
});

describe('layout', () => {
  it('gives account_type 9 the top navigation and everyone else the side menu', () => {
    expect(usesTopNavigation(9)).toBe(true);
    expect(usesTopNavigation(10)).toBe(true);
    expect(usesTopNavigation(8)).toBe(false);
    expect(usesTopNavigation(null)).toBe(false);
  });
});

describe('company pages', () => {
  it('renders users only for admins; non-admins and unknown pages fall back to basic', () => {
    expect(companyPageFor('users', admin)).toBe('users');
    expect(companyPageFor('users', basic)).toBe('basic');
    expect(companyPageFor('integrations', admin)).toBe('integrations');
    expect(companyPageFor('integrations', basic)).toBe('basic');
    expect(companyPageFor('business_locations', basic)).toBe('business_locations');
    expect(companyPageFor('nonsense', admin)).toBe('basic');
    expect(companyPageFor(undefined, admin)).toBe('basic');
  });
});

describe('roles', () => {
  const roles = [
    { value: 1, label: 'User' },
    { value: 2, label: 'Location user' },
    { value: 5, label: 'Restricted' },
  ];

  it('hides role 5 from non-admins', () => {
    expect(selectableRoles(roles, basic).map((role) => role.value)).toEqual([1, 2]);
    expect(selectableRoles(roles, admin).map((role) => role.value)).toEqual([1, 2, 5]);
    expect(selectableRoles([{ value: '5' }], basic)).toEqual([]);
  });

  it('shows role 2 with its locations and every other role as all', () => {
    expect(companyUserLocationsDisplay(2, ['Vantaa'])).toEqual({ kind: 'locations', locations: ['Vantaa'] });
    expect(companyUserLocationsDisplay(5, ['Vantaa'])).toEqual({ kind: 'all' });
  });
});

describe('licence user limit', () => {
  it('opens the licence dialog instead of inviting once the count reaches limit_users', () => {
    expect(hasReachedUserLimit(4, { limit_users: 5 })).toBe(false);
    expect(hasReachedUserLimit(5, { limit_users: 5 })).toBe(true);
    expect(hasReachedUserLimit(500, { limit_users: null })).toBe(false);
  });
});

/** Every route of the dashboard; screens build links with `paths.x.href(...)`, never with string literals. */
import { companyPages, type CompanyPage } from '@siirto/domain';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The company page's tabs are the domain's (`companyPageFor` decides which one a user sees). */
export { companyPages, type CompanyPage };
export const accountTabs = [
  'user_account',
  'account_subscription',
  'account_users',
  'account_companies',
  'account_log',
] as const;
export type AccountTab = (typeof accountTabs)[number];

export const paths = {
  root: { path: '/', href: () => '/' },
  auth: {
    root: { path: '/auth', href: () => '/auth' },
    login: { path: '/auth/login', href: () => '/auth/login' },
    register: { path: '/auth/register', href: () => '/auth/register' },
    forgot: { path: '/auth/password/forgot', href: () => '/auth/password/forgot' },
    resetPassword: {
      path: '/auth/reset_password',
      href: (token?: string) => withQuery('/auth/reset_password', { token }),
    },
    confirmEmail: {
      path: '/auth/email/confirm',
      href: (token?: string) => withQuery('/auth/email/confirm', { token }),
    },
    activation: {
      path: '/auth/activation',
      href: (query: { email?: string; pin_code?: string } = {}) => withQuery('/auth/activation', query),
    },
    invitation: {
      path: '/auth/company/user/invitation',
      href: (token?: string) => withQuery('/auth/company/user/invitation', { token }),
    },
    /** An account user invited by an account admin (under /auth/invitation: the session check is skipped). */
    accountInvitation: {
      path: '/auth/invitation/account',
      href: (token?: string) => withQuery('/auth/invitation/account', { token }),
    },
  },
  shared: {
    transport: {
      path: '/shared/transport/:transportId',
      href: (transportId: number | string, token: string) =>
        withQuery(`/shared/transport/${String(transportId)}`, { token }),
    },
  },
  payment: {
    success: { path: '/payment/success', href: () => '/payment/success' },
    cancelled: { path: '/payment/cancelled', href: () => '/payment/cancelled' },
  },
  dashboard: {
    root: { path: '/dashboard', href: () => '/dashboard' },
    frontpage: { path: '/dashboard/frontpage', href: () => '/dashboard/frontpage' },
    transports: {
      list: {
        path: '/dashboard/transports',
        href: (query: { state?: string; create?: string } = {}) => withQuery('/dashboard/transports', query),
      },
      detail: {
        path: '/dashboard/transports/detail/:transportId',
        href: (id: number | string) => `/dashboard/transports/detail/${String(id)}`,
      },
      /** The condition report's print view (issue 31): the report's contents laid out for the browser's printing. */
      conditionReport: {
        path: '/dashboard/transports/detail/:transportId/condition-report',
        href: (id: number | string) => `/dashboard/transports/detail/${String(id)}/condition-report`,
      },
      edit: {
        path: '/dashboard/transports/edit/:transportId?/:page?',
        href: (id: number | string = 0) => `/dashboard/transports/edit/${String(id)}/`,
      },
      /** "Tuo siirrot": orders from a spreadsheet (issue 30 §1). */
      import: {
        path: '/dashboard/transports/import',
        href: () => '/dashboard/transports/import',
      },
    },
    company: {
      path: '/dashboard/company/:page?',
      href: (page: CompanyPage = 'basic', query: { create?: string } = {}) =>
        withQuery(`/dashboard/company/${page}`, query),
    },
    other: {
      path: '/dashboard/other/:tab?',
      href: (tab: AccountTab | 'default_settings' = 'user_account') => `/dashboard/other/${tab}`,
    },
    reports: { path: '/dashboard/reports', href: () => '/dashboard/reports' },
    help: { path: '/dashboard/help', href: () => '/dashboard/help' },
    accessibility: { path: '/dashboard/help/accessibility', href: () => '/dashboard/help/accessibility' },
    myaccount: { path: '/dashboard/myaccount', href: () => '/dashboard/myaccount' },
    myaccountPassword: { path: '/dashboard/myaccount/password', href: () => '/dashboard/myaccount/password' },
    usersNew: { path: '/dashboard/users/new', href: () => '/dashboard/users/new' },
    usersEdit: { path: '/dashboard/users/edit/:userId', href: (id: number) => `/dashboard/users/edit/${String(id)}/` },
    users: { path: '/dashboard/users', href: () => '/dashboard/users' },
    licensePayment: { path: '/dashboard/account/license_payment', href: () => '/dashboard/account/license_payment' },
    newFeatures: { path: '/dashboard/new_features', href: () => '/dashboard/new_features' },
    chat: {
      path: '/dashboard/chat',
      /** The chat page, with a group open when given (`?group=<id>`). */
      href: (groupId?: number) =>
        groupId === undefined ? '/dashboard/chat' : `/dashboard/chat?group=${String(groupId)}`,
    },
    map: { path: '/dashboard/map', href: () => '/dashboard/map' },
    customers: { path: '/dashboard/customers', href: () => '/dashboard/customers' },
  },
} as const;

/** External addresses. */
export const externalLinks = {
  terms: 'https://siirto.fi/kayttoehdot',
  contract: 'https://siirto.fi/sopimusehdot',
  helpSite: 'https://ohjeet.siirto.fi',
} as const;

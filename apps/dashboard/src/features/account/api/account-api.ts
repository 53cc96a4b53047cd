import { queryOptions } from '@tanstack/react-query';
import { api, toPage, type Page } from '../../../lib/api';
import type { AccountUser, Company, CompanyWrite, MyUser } from '../../../lib/api-types';
import type { components } from '@siirto/api-client/schema';

type Schemas = components['schemas'];

/** The account area's calls (spec 1 §7). */
export const accountKeys = {
  accountUsers: ['account_users'] as const,
  companies: ['companies', 'list'] as const,
};

export const updateProfile = (id: number, form: FormData) => api.patchForm<MyUser>(`/users/${String(id)}/`, form);
export const updateUser = (id: number, body: Schemas['UserUpdate']) => api.patch<MyUser>(`/users/${String(id)}/`, body);
export const changePassword = (id: number, data: Schemas['ChangePasswordRequest']['data']) =>
  api.patch<unknown>(`/users/${String(id)}/change_password/`, { data });

export const updateAccount = (id: number, body: Schemas['AccountUpdate']) =>
  api.patch<unknown>(`/account/${String(id)}/`, body);

export const accountUsersQuery = queryOptions({
  queryKey: accountKeys.accountUsers,
  queryFn: async ({ signal }) =>
    toPage(
      await api.get<AccountUser[] | Page<AccountUser>>('/account_users/', { signal, query: { limit: 30, offset: 0 } }),
    ),
});
export const updateAccountUser = (id: number, body: Schemas['AccountUserUpdate']) =>
  api.patch<AccountUser>(`/account_users/${String(id)}/`, body);
export const inviteAccountUser = (body: Schemas['AccountUserInvite']) => api.post<unknown>('/invitate_user/', body);
export const sendInvitation = (userId: number) => api.post<unknown>(`/users/${String(userId)}/send_invitation/`);

export const companiesQuery = queryOptions({
  queryKey: accountKeys.companies,
  queryFn: async ({ signal }) => toPage(await api.get<Company[] | Page<Company>>('/companies/', { signal })).results,
});
export const createCompany = (body: CompanyWrite) => api.post<Company>('/companies/', body);
export const updateCompany = (id: number, body: CompanyWrite) => api.patch<Company>(`/companies/${String(id)}/`, body);

import { queryOptions } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import type {
  AccountUpdate,
  AccountUserInvite,
  AccountUserUpdate,
  ChangePasswordRequest,
  CompanyWrite,
  UserUpdate,
  UserUpdateMultipart,
} from '../../../lib/api-types';

/** The account area's calls (spec 1 §7). */
export const accountKeys = {
  accountUsers: ['account_users'] as const,
  companies: ['companies', 'list'] as const,
};

/**
 * The profile form as multipart (the picture is a file): each given field a part, the picture with its file name.
 * openapi-fetch sends FormData as it is and lets the browser set the multipart boundary.
 */
function profileForm(body: UserUpdate | UserUpdateMultipart): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value instanceof Blob || typeof value === 'string') form.set(key, value);
  }
  return form;
}

export const updateProfile = (id: number, body: UserUpdateMultipart) =>
  unwrap(apiClient.PATCH('/users/{id}/', { params: { path: { id } }, body, bodySerializer: profileForm }));
export const updateUser = (id: number, body: UserUpdate) =>
  unwrap(apiClient.PATCH('/users/{id}/', { params: { path: { id } }, body }));
export const changePassword = (id: number, data: ChangePasswordRequest['data']) =>
  unwrap(apiClient.PATCH('/users/{id}/change_password/', { params: { path: { id } }, body: { data } }));

export const updateAccount = (id: number, body: AccountUpdate) =>
  unwrap(apiClient.PATCH('/account/{id}/', { params: { path: { id } }, body }));

export const accountUsersQuery = queryOptions({
  queryKey: accountKeys.accountUsers,
  queryFn: async ({ signal }) =>
    asPage(await unwrap(apiClient.GET('/account_users/', { signal, params: { query: { limit: 30, offset: 0 } } }))),
});
export const updateAccountUser = (id: number, body: AccountUserUpdate) =>
  unwrap(apiClient.PATCH('/account_users/{id}/', { params: { path: { id } }, body }));
export const inviteAccountUser = (body: AccountUserInvite) => unwrap(apiClient.POST('/invitate_user/', { body }));
export const sendInvitation = (userId: number) =>
  unwrap(apiClient.POST('/users/{id}/send_invitation/', { params: { path: { id: userId } } }));

export const companiesQuery = queryOptions({
  queryKey: accountKeys.companies,
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/companies/', { signal }))).results,
});
export const createCompany = (body: CompanyWrite) => unwrap(apiClient.POST('/companies/', { body }));
export const updateCompany = (id: number, body: CompanyWrite) =>
  unwrap(apiClient.PATCH('/companies/{id}/', { params: { path: { id } }, body }));

import { apiClient, asPage, unwrap, withOneOffToken } from '../../../lib/api';
import type { InvitationRegisterRequest, RegistrationRequest } from '../../../lib/api-types';

/**
 * The sign-in area's calls (spec 1 §7). All are public in the contract (the client sends them without the session's
 * token and never refreshes them) except the password reset's, which carry the link's one-off token.
 */

export const login = (email: string, password: string) =>
  unwrap(apiClient.POST('/token/', { body: { username: email, password } }));

export const sendActivationLink = (email: string) =>
  unwrap(apiClient.POST('/send_activation_link/', { body: { email } }));

export const activate = (email: string, pin_code: string) =>
  unwrap(apiClient.POST('/activate/', { body: { email, pin_code } }));

export const sendPasswordReset = (email: string) =>
  unwrap(apiClient.POST('/send_password_reset_confirmation/', { body: { email } }));

export const getUserWithToken = (token: string) =>
  unwrap(apiClient.GET('/users/me/', { middleware: [withOneOffToken(token)] }));

export const changePasswordWithToken = (token: string, userId: number, new_password: string, check_password: string) =>
  unwrap(
    apiClient.PATCH('/users/{id}/change_password/', {
      params: { path: { id: userId } },
      body: { data: { new_password, check_password } },
      middleware: [withOneOffToken(token)],
    }),
  );

export const registerCompany = (values: RegistrationRequest) =>
  unwrap(apiClient.POST('/companies/register/', { body: values }));

export const getCities = async () =>
  asPage(await unwrap(apiClient.GET('/sk_locations/cities/', { params: { query: { ordering: 'name' } } }))).results;

export const getInvitationDetails = (invitation_token: string) =>
  unwrap(apiClient.GET('/companies/invitations/details/', { params: { query: { invitation_token } } }));

export const registerInvitedUser = (values: InvitationRegisterRequest) =>
  unwrap(apiClient.POST('/companies/invitations/register/', { body: values }));

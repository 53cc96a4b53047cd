import { api } from '../../../lib/api';
import type { City, InvitationDetails, MyUser, RegistrationRequest, TokenPair } from '../../../lib/api-types';

/** The sign-in area's calls (spec 1 §7), all public except the password reset's. */

export const login = (email: string, password: string) =>
  api.post<TokenPair>('/token/', { username: email, password }, { auth: false });

export const sendActivationLink = (email: string) =>
  api.post<unknown>('/send_activation_link/', { email }, { auth: false });

export const activate = (email: string, pin_code: string) =>
  api.post<{ access_token: string; refresh_token: string }>('/activate/', { email, pin_code }, { auth: false });

export const sendPasswordReset = (email: string) =>
  api.post<unknown>('/send_password_reset_confirmation/', { email }, { auth: false });

export const getUserWithToken = (token: string) => api.get<MyUser>('/users/me/', { token });

export const changePasswordWithToken = (token: string, userId: number, new_password: string, check_password: string) =>
  api.patch<unknown>(
    `/users/${String(userId)}/change_password/`,
    { data: { new_password, check_password } },
    { token },
  );

export const registerCompany = (values: RegistrationRequest) =>
  api.post<unknown>('/companies/register/', values, { auth: false });

export const getCities = async () => {
  const answer = await api.get<City[] | { results: City[] }>('/sk_locations/cities/', {
    auth: false,
    query: { ordering: 'name' },
  });
  return Array.isArray(answer) ? answer : answer.results;
};

export const getInvitationDetails = (invitation_token: string) =>
  api.get<InvitationDetails>('/companies/invitations/details/', { auth: false, query: { invitation_token } });

export const registerInvitedUser = (values: {
  invitation_token: string;
  first_name: string;
  last_name: string;
  password: string;
  password2: string;
  agree_terms: boolean;
}) => api.post<TokenPair>('/companies/invitations/register/', values, { auth: false });

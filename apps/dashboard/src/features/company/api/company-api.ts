import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  BUSINESS_LOCATIONS_PAGE_SIZE,
  INVITATIONS_LIST_LIMIT,
  PENDING_INVITATION_STATUSES,
  USERS_PAGE_SIZE,
} from '@siirto/domain';
import { api, toPage, type Page } from '../../../lib/api';
import type {
  BusinessLocation,
  BusinessLocationWrite,
  Company,
  CompanyInvitation,
  CompanyUser,
  CompanyUserUpdate,
  CompanyWrite,
  InvitationCreate,
} from '../../../lib/api-types';

/** The company area's calls (spec 1 §7) and their query keys. */
export const companyKeys = {
  locations: (offset: number) => ['business_locations', 'page', offset] as const,
  allLocations: ['business_locations'] as const,
  users: (offset: number) => ['companies', 'me', 'users', offset] as const,
  allUsers: ['companies', 'me', 'users'] as const,
  invitations: ['companies', 'me', 'invitations', 'pending'] as const,
};

export const updateCompany = (id: number, body: CompanyWrite) => api.patch<Company>(`/companies/${String(id)}/`, body);

export const businessLocationsQuery = (offset: number) =>
  queryOptions({
    queryKey: companyKeys.locations(offset),
    queryFn: async ({ signal }) =>
      toPage(
        await api.get<BusinessLocation[] | Page<BusinessLocation>>('/business_locations/', {
          signal,
          query: { limit: BUSINESS_LOCATIONS_PAGE_SIZE, offset },
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** Every location (the users' location selects). */
export const allBusinessLocationsQuery = queryOptions({
  queryKey: [...companyKeys.allLocations, 'all'],
  queryFn: async ({ signal }) =>
    toPage(await api.get<BusinessLocation[] | Page<BusinessLocation>>('/business_locations/', { signal })).results,
});

export const createBusinessLocation = (body: BusinessLocationWrite) =>
  api.post<BusinessLocation>('/business_locations/', body);
export const updateBusinessLocation = (id: number, body: BusinessLocationWrite) =>
  api.patch<BusinessLocation>(`/business_locations/${String(id)}/`, body);
export const deleteBusinessLocation = (id: number) => api.delete(`/business_locations/${String(id)}/`);

export const companyUsersQuery = (offset: number) =>
  queryOptions({
    queryKey: companyKeys.users(offset),
    queryFn: async ({ signal }) =>
      toPage(
        await api.get<Page<CompanyUser>>('/companies/me/users/', { signal, query: { limit: USERS_PAGE_SIZE, offset } }),
      ),
    placeholderData: keepPreviousData,
  });
export const updateCompanyUser = (id: number, body: CompanyUserUpdate) =>
  api.patch<CompanyUser>(`/companies/me/users/${String(id)}/`, body);
export const deleteCompanyUser = (id: number) => api.delete(`/companies/me/users/${String(id)}/`);

export const pendingInvitationsQuery = queryOptions({
  queryKey: companyKeys.invitations,
  queryFn: async ({ signal }) =>
    toPage(
      await api.get<Page<CompanyInvitation>>('/companies/me/invitations/', {
        signal,
        query: { offset: 0, limit: INVITATIONS_LIST_LIMIT, status__in: PENDING_INVITATION_STATUSES.join(',') },
      }),
    ),
});
export const createInvitation = (body: InvitationCreate) =>
  api.post<CompanyInvitation>('/companies/me/invitations/', body);
export const resendInvitation = (id: number) =>
  api.post<CompanyInvitation>(`/companies/me/invitations/${String(id)}/resend_invitation/`);
export const deleteInvitation = (id: number) => api.delete(`/companies/me/invitations/${String(id)}/`);

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BUSINESS_LOCATIONS_PAGE_SIZE, USERS_PAGE_SIZE } from '@siirto/domain';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import { sharedKeys } from '../../../lib/shared-queries';

// the pending invitations are read by the licence's user limit as well (lib/user-limit.ts)
export { pendingInvitationsQuery } from '../../../lib/shared-queries';
import type { BusinessLocationWrite, CompanyUserUpdate, CompanyWrite, InvitationCreate } from '../../../lib/api-types';

/** The company area's calls (spec 1 §7) and their query keys. */
export const companyKeys = {
  locations: (offset: number) => ['business_locations', 'page', offset] as const,
  allLocations: ['business_locations'] as const,
  users: (offset: number) => ['companies', 'me', 'users', offset] as const,
  allUsers: ['companies', 'me', 'users'] as const,
  invitations: sharedKeys.pendingInvitations,
};

export const updateCompany = (id: number, body: CompanyWrite) =>
  unwrap(apiClient.PATCH('/companies/{id}/', { params: { path: { id } }, body }));

export const businessLocationsQuery = (offset: number) =>
  queryOptions({
    queryKey: companyKeys.locations(offset),
    queryFn: async ({ signal }) =>
      asPage(
        await unwrap(
          apiClient.GET('/business_locations/', {
            signal,
            params: { query: { limit: BUSINESS_LOCATIONS_PAGE_SIZE, offset } },
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

/** Every location (the users' location selects). */
export const allBusinessLocationsQuery = queryOptions({
  queryKey: [...companyKeys.allLocations, 'all'],
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/business_locations/', { signal }))).results,
});

export const createBusinessLocation = (body: BusinessLocationWrite) =>
  unwrap(apiClient.POST('/business_locations/', { body }));
export const updateBusinessLocation = (id: number, body: BusinessLocationWrite) =>
  unwrap(apiClient.PATCH('/business_locations/{id}/', { params: { path: { id } }, body }));
export const deleteBusinessLocation = (id: number) =>
  unwrap(apiClient.DELETE('/business_locations/{id}/', { params: { path: { id } } }));

export const companyUsersQuery = (offset: number) =>
  queryOptions({
    queryKey: companyKeys.users(offset),
    queryFn: async ({ signal }) =>
      asPage(
        await unwrap(
          apiClient.GET('/companies/me/users/', { signal, params: { query: { limit: USERS_PAGE_SIZE, offset } } }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
export const updateCompanyUser = (id: number, body: CompanyUserUpdate) =>
  unwrap(apiClient.PATCH('/companies/me/users/{id}/', { params: { path: { id } }, body }));
export const deleteCompanyUser = (id: number) =>
  unwrap(apiClient.DELETE('/companies/me/users/{id}/', { params: { path: { id } } }));

export const createInvitation = (body: InvitationCreate) =>
  unwrap(apiClient.POST('/companies/me/invitations/', { body }));
export const resendInvitation = (id: number) =>
  unwrap(apiClient.POST('/companies/me/invitations/{id}/resend_invitation/', { params: { path: { id } } }));
export const deleteInvitation = (id: number) =>
  unwrap(apiClient.DELETE('/companies/me/invitations/{id}/', { params: { path: { id } } }));

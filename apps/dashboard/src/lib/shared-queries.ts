import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVITATIONS_LIST_LIMIT, PENDING_INVITATION_STATUSES } from '@siirto/domain';
import { apiClient, asPage, unwrap } from './api';

/** Queries several features read: the company, account, licences, cities, status and enums. */
export const sharedKeys = {
  company: ['companies', 'me'] as const,
  account: ['accounts', 'me'] as const,
  licences: ['licenses'] as const,
  cities: ['sk_locations', 'cities'] as const,
  status: ['admin_data', 'status'] as const,
  enums: ['enums'] as const,
  contacts: ['companies', 'me', 'contacts'] as const,
  newFeatures: ['new_features'] as const,
  version: ['version'] as const,
  pendingInvitations: ['companies', 'me', 'invitations', 'pending'] as const,
};

export const companyQueryOptions = queryOptions({
  queryKey: sharedKeys.company,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/companies/me/', { signal })),
  retry: false,
});
export const useMyCompany = () => useQuery(companyQueryOptions);

export const accountQueryOptions = queryOptions({
  queryKey: sharedKeys.account,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/accounts/me/', { signal })),
});
export const useMyAccount = () => useQuery(accountQueryOptions);

export const useLicences = () =>
  useQuery({
    queryKey: sharedKeys.licences,
    queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/licenses/', { signal }))).results,
    staleTime: 10 * 60_000,
  });

export const useCities = () =>
  useQuery({
    queryKey: sharedKeys.cities,
    queryFn: async ({ signal }) =>
      asPage(await unwrap(apiClient.GET('/sk_locations/cities/', { signal, params: { query: { ordering: 'name' } } })))
        .results,
    staleTime: 60 * 60_000,
  });

/** The service status (the session loads it at start-up, the shell shows its notices). */
export const statusQueryOptions = queryOptions({
  queryKey: sharedKeys.status,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/admin_data/status/', { signal })),
  staleTime: 10 * 60_000,
});
export const useAdminStatus = () => useQuery(statusQueryOptions);

/** The choice lists (the session loads them at start-up). */
export const enumsQueryOptions = queryOptions({
  queryKey: sharedKeys.enums,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/enums/', { signal })),
  staleTime: 60 * 60_000,
});
export const useEnums = () => useQuery(enumsQueryOptions);

export const useContacts = () =>
  useQuery({
    queryKey: sharedKeys.contacts,
    queryFn: ({ signal }) => unwrap(apiClient.GET('/companies/me/contacts/', { signal })),
    staleTime: 10 * 60_000,
  });

export const useNewFeatures = () =>
  useQuery({
    queryKey: sharedKeys.newFeatures,
    queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/new_features/', { signal }))).results,
    staleTime: 10 * 60_000,
  });

/** The backend's version, shown under the side menu. */
export const useApiVersion = () =>
  useQuery({
    queryKey: sharedKeys.version,
    queryFn: () => unwrap(apiClient.GET('/version/')),
    staleTime: 5 * 60_000,
  });

/** The company's pending invitations (statuses 2 and 8, up to 100): the users page lists them, the user limit counts them. */
export const pendingInvitationsQuery = queryOptions({
  queryKey: sharedKeys.pendingInvitations,
  queryFn: async ({ signal }) =>
    asPage(
      await unwrap(
        apiClient.GET('/companies/me/invitations/', {
          signal,
          params: {
            query: { offset: 0, limit: INVITATIONS_LIST_LIMIT, status__in: PENDING_INVITATION_STATUSES.join(',') },
          },
        }),
      ),
    ),
});

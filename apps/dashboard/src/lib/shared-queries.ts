import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, toPage, type Page } from './api';
import type { Account, AdminStatus, City, Company, Contact, Enums, Licence, NewFeature } from './api-types';

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
};

export const companyQueryOptions = queryOptions({
  queryKey: sharedKeys.company,
  queryFn: ({ signal }) => api.get<Company>('/companies/me/', { signal }),
  retry: false,
});
export const useMyCompany = () => useQuery(companyQueryOptions);

export const useMyAccount = () =>
  useQuery({ queryKey: sharedKeys.account, queryFn: ({ signal }) => api.get<Account>('/accounts/me/', { signal }) });

export const useLicences = () =>
  useQuery({
    queryKey: sharedKeys.licences,
    queryFn: async ({ signal }) => toPage(await api.get<Licence[] | Page<Licence>>('/licenses/', { signal })).results,
    staleTime: 10 * 60_000,
  });

export const useCities = () =>
  useQuery({
    queryKey: sharedKeys.cities,
    queryFn: async ({ signal }) =>
      toPage(await api.get<City[] | Page<City>>('/sk_locations/cities/', { signal, query: { ordering: 'name' } }))
        .results,
    staleTime: 60 * 60_000,
  });

export const useAdminStatus = () =>
  useQuery({
    queryKey: sharedKeys.status,
    queryFn: ({ signal }) => api.get<AdminStatus>('/admin_data/status/', { signal }),
    staleTime: 10 * 60_000,
  });

export const useEnums = () =>
  useQuery({
    queryKey: sharedKeys.enums,
    queryFn: ({ signal }) => api.get<Enums>('/enums/', { signal }),
    staleTime: 60 * 60_000,
  });

export const useContacts = () =>
  useQuery({
    queryKey: sharedKeys.contacts,
    queryFn: ({ signal }) => api.get<Contact[]>('/companies/me/contacts/', { signal }),
    staleTime: 10 * 60_000,
  });

export const useNewFeatures = () =>
  useQuery({
    queryKey: sharedKeys.newFeatures,
    queryFn: async ({ signal }) =>
      toPage(await api.get<NewFeature[] | Page<NewFeature>>('/new_features/', { signal })).results,
    staleTime: 10 * 60_000,
  });

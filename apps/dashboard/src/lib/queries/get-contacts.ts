import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /companies/me/contacts/: the company's contact people (the order form, sharing, the top bar). */
export const contactsQueryOptions = queryOptions({
  queryKey: sharedKeys.contacts,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/companies/me/contacts/', { signal })),
  staleTime: 10 * 60_000,
});
export const useContacts = () => useQuery(contactsQueryOptions);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { shareKeys } from './keys';

/** GET /transports/company/{id}/get_contacts/: the addresses offered (checked = already receiving updates). */
export const transportContactsQuery = (transportId: number) =>
  queryOptions({
    queryKey: shareKeys.contacts(transportId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/transports/company/{id}/get_contacts/', { signal, params: { path: { id: transportId } } }),
      ),
  });

export const useTransportContacts = (transportId: number, enabled = true) =>
  useQuery({ ...transportContactsQuery(transportId), enabled });

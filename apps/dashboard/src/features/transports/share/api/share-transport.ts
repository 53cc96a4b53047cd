import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { shareKeys } from './keys';

/** POST /transports/company/{id}/share_transport/: these addresses (the full list) get every status change. */
export const shareTransport = (transportId: number, emails: string[]) =>
  unwrap(
    apiClient.POST('/transports/company/{id}/share_transport/', {
      params: { path: { id: transportId } },
      body: { emails },
    }),
  );

export const useShareTransport = (transportId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => shareTransport(transportId, emails),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.contacts(transportId) }),
  });
};

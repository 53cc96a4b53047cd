import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { transportKeys } from '../../api/keys';
import { detailKeys } from './keys';

/** DELETE /transports/company/{id}/ (states 2, 3 and 31; an outbound trip takes its return trip with it). */
export const deleteTransport = (id: number) =>
  unwrap(apiClient.DELETE('/transports/company/{id}/', { params: { path: { id } } }));

export const useDeleteTransport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransport,
    onSuccess: (_answer, id) => {
      // The deleted transport's detail is still on screen until the page moves to the list: refetching it would
      // flash "the transport does not exist" beside the 'Poistettu' toast. Refresh everything else.
      const deleted = detailKeys.transport(id);
      return queryClient.invalidateQueries({
        queryKey: transportKeys.all,
        predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(deleted),
      });
    },
  });
};

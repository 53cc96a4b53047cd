import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { transportKeys } from '../../api/keys';

/** DELETE /transports/company/{id}/ (states 2, 3 and 31; an outbound trip takes its return trip with it). */
export const deleteTransport = (id: number) =>
  unwrap(apiClient.DELETE('/transports/company/{id}/', { params: { path: { id } } }));

export const useDeleteTransport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transportKeys.all }),
  });
};

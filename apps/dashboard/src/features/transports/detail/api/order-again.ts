import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { transportKeys } from '../../api/keys';

/** POST /transports/company/{id}/order_again/: a new draft from this transport (no times, no price). */
export const orderAgain = (id: number) =>
  unwrap(apiClient.POST('/transports/company/{id}/order_again/', { params: { path: { id } } }));

export const useOrderAgain = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderAgain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transportKeys.all }),
  });
};

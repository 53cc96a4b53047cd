import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** DELETE /business_locations/{id}/. */
export const deleteBusinessLocation = (id: number) =>
  unwrap(apiClient.DELETE('/business_locations/{id}/', { params: { path: { id } } }));

/** Deletes a business location and reloads every query of the locations. */
export const useDeleteBusinessLocation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusinessLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.allLocations }),
  });
};

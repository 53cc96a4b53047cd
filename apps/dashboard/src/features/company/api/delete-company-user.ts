import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** DELETE /companies/me/users/{id}/. */
export const deleteCompanyUser = (id: number) =>
  unwrap(apiClient.DELETE('/companies/me/users/{id}/', { params: { path: { id } } }));

/** Removes a user from the company and reloads every page of the users. */
export const useDeleteCompanyUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.allUsers }),
  });
};

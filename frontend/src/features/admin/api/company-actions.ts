import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminCompaniesQueryKey } from '@/lib/query-keys';
import type { CompanyApplicationView, CompanyNoteBody, CompanyStatusBody } from '@backend/contract/companies';

const companyPath = (id: string) => `/admin/companies/${encodeURIComponent(id)}`;

/** Staff's changes to one application (issue 41 §8); each refreshes the table's pages. */
function useCompanyMutation<V>(name: string, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'companies', name],
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCompaniesQueryKey }),
  });
}

export const useChangeCompanyStatus = () =>
  useCompanyMutation('status', ({ id, status }: CompanyStatusBody & { id: string }) =>
    apiRequest<CompanyApplicationView>(`${companyPath(id)}/status`, { method: 'POST', body: { status } }),
  );

export const useSetCompanyNote = () =>
  useCompanyMutation('note', ({ id, note }: CompanyNoteBody & { id: string }) => apiRequest<CompanyApplicationView>(`${companyPath(id)}/note`, { method: 'PUT', body: { note } }));

export const useDeleteCompany = () => useCompanyMutation('delete', ({ id }: { id: string }) => apiRequest(companyPath(id), { method: 'DELETE' }));

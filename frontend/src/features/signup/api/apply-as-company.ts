import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CompanyApplicationBody } from '@backend/contract/companies';
import type { CreatedId } from '@backend/contract/common';

/** POST /api/company/create: the company application of SPEC §2. */
export function applyAsCompany(input: CompanyApplicationBody): Promise<CreatedId> {
  return apiRequest<CreatedId>('/company/create', { method: 'POST', body: input });
}

export const applyAsCompanyMutationOptions = () =>
  mutationOptions({
    mutationKey: ['company', 'create'],
    mutationFn: applyAsCompany,
  });

export function useApplyAsCompany() {
  return useMutation(applyAsCompanyMutationOptions());
}

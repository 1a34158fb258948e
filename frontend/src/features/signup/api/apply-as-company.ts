import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CompanyApplication {
  name: string;
  website: string;
  zip: string;
  city: string;
  activities: string;
  optionals: string;
  teacherCount: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export interface CompanyApplicationInput extends Omit<CompanyApplication, 'teacherCount'> {
  teacherCount: number;
  recaptcha: string;
}

/** POST /api/company/create: the company application of SPEC §2. */
export function applyAsCompany(input: CompanyApplicationInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/company/create', { method: 'POST', body: input });
}

export const applyAsCompanyMutationOptions = () =>
  mutationOptions({
    mutationKey: ['company', 'create'],
    mutationFn: applyAsCompany,
  });

export function useApplyAsCompany() {
  return useMutation(applyAsCompanyMutationOptions());
}

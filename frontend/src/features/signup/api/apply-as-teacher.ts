import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface TeacherApplication {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  city: string;
  schoolId: string;
  schoolOm: string;
  personalId: string;
}

export interface TeacherApplicationInput extends TeacherApplication {
  /** The bot-check solution (ALTCHA payload), named after the original reCAPTCHA field. */
  recaptcha: string;
}

/** POST /api/user/create: the teacher application of SPEC §2. */
export function applyAsTeacher(input: TeacherApplicationInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/user/create', { method: 'POST', body: input });
}

export const applyAsTeacherMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'create'],
    mutationFn: applyAsTeacher,
  });

export function useApplyAsTeacher() {
  return useMutation(applyAsTeacherMutationOptions());
}

import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TeacherApplicationBody } from '@backend/contract/account';
import type { CreatedId } from '@backend/contract/common';

/** POST /api/user/create: the teacher application of SPEC §2. */
export function applyAsTeacher(input: TeacherApplicationBody): Promise<CreatedId> {
  return apiRequest<CreatedId>('/user/create', { method: 'POST', body: input });
}

export const applyAsTeacherMutationOptions = () =>
  mutationOptions({
    mutationKey: ['user', 'create'],
    mutationFn: applyAsTeacher,
  });

export function useApplyAsTeacher() {
  return useMutation(applyAsTeacherMutationOptions());
}

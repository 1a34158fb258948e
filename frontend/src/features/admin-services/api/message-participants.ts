import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ParticipantsMessageBody, ParticipantsMessageResult } from '@backend/contract/admin-services';

/** POST /admin/services/{id}/message (issue 41 §7): nothing on screen changes, so nothing reloads. */
export function useMessageParticipants(serviceId: string) {
  return useMutation({
    mutationKey: ['admin', 'services', serviceId, 'message'],
    mutationFn: (body: ParticipantsMessageBody) =>
      apiRequest<ParticipantsMessageResult>(`/admin/services/${encodeURIComponent(serviceId)}/message`, { method: 'POST', body }),
  });
}

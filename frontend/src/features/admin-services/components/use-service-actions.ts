import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { huAdmin } from '@/i18n/hu-admin';
import { useArchiveService } from '../api/archive-service';
import { useCreateService } from '../api/create-service';
import { useReorderServiceGroups } from '../api/reorder-service-groups';
import { useReorderServices } from '../api/reorder-services';
import { prefetchFirstSignupsPage } from '../api/get-service-signups';
import { createSignupsOpener } from './signups/signups-opener';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import type { AdminServiceListItem } from '@backend/contract/admin-services';
import type { MoveBody } from '@backend/contract/common';

/** The list's actions and which dialog is open (UI state of this screen only). */
export function useServiceActions() {
  const notify = useAdminNotify();
  const createService = useCreateService();
  const archiveService = useArchiveService();
  const reorderGroups = useReorderServiceGroups();
  const reorderServices = useReorderServices();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [signups] = useState(createSignupsOpener);
  const queryClient = useQueryClient();
  const t = huAdmin.adminServices;
  const reorderFailed = () => notify(t.reorderFailed, 'error');

  return {
    editingId,
    /** The sign-ups dialog's open service: the dialog follows it, the list does not (signups-opener.ts). */
    signups,
    edit: setEditingId,
    closeEdit: () => setEditingId(null),
    /** The first page is asked for at the tap, so it travels while the dialog is drawn. */
    showSignups: (serviceId: string) => {
      prefetchFirstSignupsPage(queryClient, serviceId);
      signups.open(serviceId);
    },
    creatingIn: createService.isPending ? createService.variables : null,
    archivingId: archiveService.isPending ? archiveService.variables.id : null,
    /** A new service is created in the category and its edit dialog opens at once (SPEC §4). */
    createService: (groupId: string) =>
      createService.mutate(groupId, {
        onSuccess: ({ id }) => setEditingId(id),
        onError: () => notify(t.createServiceFailed, 'error'),
      }),
    archive: (service: AdminServiceListItem, archived: boolean) =>
      archiveService.mutate(
        { id: service.id, archived },
        {
          onSuccess: () => notify(archived ? t.service.archived(service.name) : t.service.restored(service.name)),
          onError: () => notify(archived ? t.service.archiveFailed : t.service.restoreFailed, 'error'),
        },
      ),
    moveGroup: (move: MoveBody) => reorderGroups.mutate(move, { onError: reorderFailed }),
    moveService: (serviceGroupId: string, move: MoveBody) =>
      reorderServices.mutate({ serviceGroupId, ...move }, { onError: reorderFailed }),
  };
}

export type ServiceActions = ReturnType<typeof useServiceActions>;

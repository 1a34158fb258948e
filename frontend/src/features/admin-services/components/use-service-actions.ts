import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { huAdmin } from '@/i18n/hu-admin';
import { errorText } from '@/i18n/hu';
import { ApiError } from '@/lib/api-client';
import { useArchiveService } from '../api/archive-service';
import { useCopyService } from '../api/copy-service';
import { useDeleteServiceGroup } from '../api/delete-service-group';
import { useMoveService } from '../api/move-service';
import { useCreateService } from '../api/create-service';
import { useReorderServiceGroups } from '../api/reorder-service-groups';
import { useReorderServices } from '../api/reorder-services';
import { prefetchFirstSignupsPage } from '../api/get-service-signups';
import { createSignupsOpener } from './signups/signups-opener';
import { useAdminNotify } from '@/components/ui/admin-toaster';
import type { AdminServiceGroupView, AdminServiceListItem } from '@backend/contract/admin-services';
import type { MoveBody } from '@backend/contract/common';

/** The list's actions and which dialog is open (UI state of this screen only). */
export function useServiceActions() {
  const notify = useAdminNotify();
  const createService = useCreateService();
  const archiveService = useArchiveService();
  const reorderGroups = useReorderServiceGroups();
  const reorderServices = useReorderServices();
  const copyService = useCopyService();
  const moveService = useMoveService();
  const deleteGroup = useDeleteServiceGroup();
  const [moving, setMoving] = useState<AdminServiceListItem | null>(null);
  const [deleting, setDeleting] = useState<AdminServiceGroupView | null>(null);
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
    copyingId: copyService.isPending ? copyService.variables : null,
    /** The copy is hidden and inactive; its edit dialog opens at once, as a new service's does. */
    copy: (service: AdminServiceListItem) =>
      copyService.mutate(service.id, {
        onSuccess: ({ id }) => {
          notify(t.service.copied(service.name));
          setEditingId(id);
        },
        onError: () => notify(t.service.copyFailed, 'error'),
      }),
    /** The service the move dialog is open for. */
    moving,
    movePending: moveService.isPending,
    askMove: setMoving,
    closeMove: () => setMoving(null),
    moveTo: (service: AdminServiceListItem, serviceGroupId: string, groupName: string) =>
      moveService.mutate(
        { id: service.id, serviceGroupId },
        {
          onSuccess: () => {
            setMoving(null);
            notify(t.service.moved(service.name, groupName));
          },
          onError: () => notify(t.service.moveFailed, 'error'),
        },
      ),
    /** The empty category the delete confirmation is open for. */
    deleting,
    deletePending: deleteGroup.isPending,
    askDelete: setDeleting,
    closeDelete: () => setDeleting(null),
    deleteGroup: (group: AdminServiceGroupView) =>
      deleteGroup.mutate(group.id, {
        onSuccess: () => notify(t.category.deleted(group.name)),
        // A service added meanwhile (by another admin): the server's own words say why.
        onError: (error) => notify(error instanceof ApiError && error.code === 'GROUP_NOT_EMPTY' ? errorText(error.code) : t.category.deleteFailed, 'error'),
        onSettled: () => setDeleting(null),
      }),
    moveGroup: (move: MoveBody) => reorderGroups.mutate(move, { onError: reorderFailed }),
    moveService: (serviceGroupId: string, move: MoveBody) =>
      reorderServices.mutate({ serviceGroupId, ...move }, { onError: reorderFailed }),
  };
}

export type ServiceActions = ReturnType<typeof useServiceActions>;

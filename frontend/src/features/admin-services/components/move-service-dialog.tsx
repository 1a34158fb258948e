import { useState } from 'react';
import { Body1, Button, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Select } from '@fluentui/react-components';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { huAdmin } from '@/i18n/hu-admin';
import { useServiceGroups } from '../api/get-service-groups';
import type { AdminServiceListItem } from '@backend/contract/admin-services';

interface MoveServiceDialogProps {
  /** The service to move; the dialog is closed while null. */
  service: AdminServiceListItem | null;
  busy: boolean;
  onMove: (service: AdminServiceListItem, groupId: string, groupName: string) => void;
  onClose: () => void;
}

/** "Áthelyezés másik kategóriába": the other categories to choose from; the service goes to the end of the one chosen. */
export function MoveServiceDialog({ service, busy, onMove, onClose }: MoveServiceDialogProps) {
  return (
    <Modal open={service !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>{service && <MoveServiceForm key={service.id} service={service} busy={busy} onMove={onMove} onClose={onClose} />}</DialogSurface>
    </Modal>
  );
}

function MoveServiceForm({ service, busy, onMove, onClose }: MoveServiceDialogProps & { service: AdminServiceListItem }) {
  const t = huAdmin.adminServices.moveDialog;
  const others = (useServiceGroups().data ?? []).filter((group) => group.id !== service.serviceGroupId);
  const [groupId, setGroupId] = useState(others[0]?.id ?? '');
  const target = others.find((group) => group.id === groupId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (target) onMove(service, target.id, target.name);
      }}
    >
      <DialogBody>
        <DialogTitle>{t.title(service.name)}</DialogTitle>
        <DialogContent>
          {others.length === 0 ? (
            <Body1 as="p">{t.none}</Body1>
          ) : (
            <FormField label={t.category} hint={t.hint}>
              <Select value={groupId} onChange={(_, data) => setGroupId(data.value)}>
                {others.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" appearance="primary" disabledFocusable={busy || !target}>
            {t.confirm}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}

import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { useSessionUser } from '@/lib/session';
import type { useUserActions } from './use-user-actions';
import type { AdminUserView } from '@backend/contract/admin-users';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
});

interface UserRowActionsProps {
  user: AdminUserView;
  /** Which table: applicants get "Aktiválás" up front, reviewed members "Szerkesztés". */
  variant: 'unactivated' | 'reviewed';
  actions: ReturnType<typeof useUserActions>;
  onEdit: (user: AdminUserView) => void;
}

/** The row's main action as a button, the others in a menu. */
export function UserRowActions({ user, variant, actions, onEdit }: UserRowActionsProps) {
  const styles = useStyles();
  const me = useSessionUser();
  const self = me?.id === user.id;
  const busy = actions.pendingId === user.id;
  const t = huAdmin.adminUsers.actions;
  // An activated member with a password cannot be activated again; one without gets the link again.
  const activateLabel = user.activated ? (user.registered ? null : t.resendActivation) : t.activate;
  const menu: Array<{ label: string; run: () => void }> = [];
  if (variant === 'unactivated') menu.push({ label: t.edit, run: () => onEdit(user) });
  if (variant === 'reviewed' && activateLabel) menu.push({ label: activateLabel, run: () => actions.activate(user) });
  // The server refuses to disable or delete the signed-in admin: do not offer it. On someone not yet
  // activated the same call rejects the application (the server mails them), so it says so.
  if (!self && !user.rejected) {
    menu.push(user.activated ? { label: t.disable, run: () => actions.disable(user) } : { label: t.reject, run: () => actions.reject(user) });
  }
  if (!self) menu.push({ label: t.delete, run: () => actions.remove(user) });

  return (
    <div className={styles.root}>
      {variant === 'unactivated' ? (
        <Button size="small" appearance="primary" disabledFocusable={busy} onClick={() => actions.activate(user)}>
          {t.activate}
        </Button>
      ) : (
        <Button size="small" onClick={() => onEdit(user)}>
          {t.edit}
        </Button>
      )}
      {menu.length > 0 && (
        <Menu positioning="below-end">
          <MenuTrigger disableButtonEnhancement>
            <Button size="small" appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t.more(user.fullName)} disabledFocusable={busy} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {menu.map(({ label, run }) => (
                <MenuItem key={label} onClick={run}>
                  {label}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      )}
    </div>
  );
}

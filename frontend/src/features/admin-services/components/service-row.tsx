import { Button, Caption1, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Text, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArchiveRegular, EditRegular, MoreHorizontalRegular, PeopleListRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { DragHandle } from '@/components/ui/drag-handle';
import type { DragHandleProps } from '@/components/ui/sortable-list';
import { ServiceStatusBadge } from './service-status-badge';
import type { AdminServiceListItem } from '@backend/contract/admin-services';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    '@media (max-width: 599px)': { gap: tokens.spacingHorizontalXS, paddingInline: tokens.spacingHorizontalXS },
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  dragging: { boxShadow: tokens.shadow16 },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 0 },
  nameLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXXS },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  meta: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexShrink: 0, gap: tokens.spacingHorizontalXXS },
  /** On a phone the buttons show only their icons (their names stay in aria-label). */
  action: {
    '@media (max-width: 719px)': {
      minWidth: 'auto',
      paddingInline: tokens.spacingHorizontalXS,
      '& .fui-Button__icon': { marginInlineEnd: 0 },
    },
  },
  wideLabel: { '@media (max-width: 719px)': { display: 'none' } },
});

interface ServiceRowProps {
  service: AdminServiceListItem;
  handle: DragHandleProps;
  dragging: boolean;
  onEdit: () => void;
  onSignups: () => void;
  onArchive: () => void;
  archiving: boolean;
  onCopy: () => void;
  onMove: () => void;
  /** A copy of this service is on its way. */
  copying: boolean;
}

/** One service of a category: drag handle, name, list chip, seats, and its actions. */
export function ServiceRow({ service, handle, dragging, onEdit, onSignups, onArchive, archiving, onCopy, onMove, copying }: ServiceRowProps) {
  const styles = useStyles();
  const t = huAdmin.adminServices;
  return (
    <div className={mergeClasses(styles.root, dragging && styles.dragging)}>
      <DragHandle label={t.service.move(service.name)} handle={handle} />
      <div className={styles.main}>
        <div className={styles.nameLine}>
          <Text className={styles.name}>{service.name}</Text>
          <ServiceStatusBadge service={service} />
        </div>
        <Caption1 className={styles.meta}>
          {t.seats(service.userCount, service.limit)}
          {service.waitlistCount > 0 && ` · ${t.waitlist(service.waitlistCount)}`}
        </Caption1>
      </div>
      <div className={styles.actions}>
        <Button className={styles.action} appearance="subtle" icon={<EditRegular />} aria-label={t.service.editOf(service.name)} onClick={onEdit}>
          <span className={styles.wideLabel}>{t.service.edit}</span>
        </Button>
        <Button
          className={styles.action}
          appearance="subtle"
          icon={<PeopleListRegular />}
          aria-label={t.service.signupsOf(service.name)}
          onClick={onSignups}
        >
          <span className={styles.wideLabel}>{t.service.signups}</span>
        </Button>
        <Tooltip content={t.service.archive} relationship="description" withArrow>
          <Button
            className={styles.action}
            appearance="subtle"
            icon={<ArchiveRegular />}
            aria-label={t.service.archiveOf(service.name)}
            disabledFocusable={archiving}
            onClick={onArchive}
          />
        </Tooltip>
        <Menu positioning="below-end">
          <MenuTrigger disableButtonEnhancement>
            <Button className={styles.action} appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t.service.more(service.name)} disabledFocusable={copying} />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              <MenuItem onClick={onCopy}>{t.service.copy}</MenuItem>
              <MenuItem onClick={onMove}>{t.service.moveTo}</MenuItem>
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </div>
  );
}

import { Button, Tooltip, makeStyles } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { DragHandleProps } from '@/components/ui/sortable-list';

const useStyles = makeStyles({
  handle: { cursor: 'grab', touchAction: 'none', flexShrink: 0 },
});

/** The grip a row is dragged by; focus it and press Space to move it by keyboard. */
export function DragHandle({ label, handle }: { label: string; handle: DragHandleProps }) {
  const styles = useStyles();
  const { ref, role: _role, ...rest } = handle;
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button ref={ref} {...rest} appearance="subtle" icon={<ReOrderDotsVerticalRegular />} className={styles.handle} />
    </Tooltip>
  );
}

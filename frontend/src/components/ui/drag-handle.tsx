import { useState } from 'react';
import { Button, Tooltip, makeStyles, type PositioningProps } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { DragHandleProps } from '@/components/ui/sortable-list';

const useStyles = makeStyles({
  handle: { cursor: 'grab', touchAction: 'none', flexShrink: 0 },
});

/**
 * Where the tooltip goes: beside the handle, away from its row (the handle starts the row); where
 * there is no room on that side (a phone's edge), above or below it, over a neighbour at most.
 */
const BESIDE_THE_ROW: PositioningProps = { position: 'before', fallbackPositions: ['above-start', 'below-start'] };

/**
 * The grip a row is dragged by; focus it and press Space to move it by keyboard. Its tooltip never
 * covers the row being moved: it stands beside the row, and hides while the row is dragged (dnd-kit
 * marks the grip aria-pressed then), whether by pointer or by keyboard.
 */
export function DragHandle({ label, handle }: { label: string; handle: DragHandleProps }) {
  const styles = useStyles();
  const [shown, setShown] = useState(false);
  const { ref, role: _role, ...rest } = handle;
  const dragging = handle['aria-pressed'] === true;
  return (
    <Tooltip
      content={label}
      relationship="label"
      withArrow
      positioning={BESIDE_THE_ROW}
      visible={shown && !dragging}
      onVisibleChange={(_, data) => setShown(data.visible)}
    >
      <Button ref={ref} {...rest} appearance="subtle" icon={<ReOrderDotsVerticalRegular />} className={styles.handle} />
    </Tooltip>
  );
}

import type { ReactNode } from 'react';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { huAdmin } from '@/i18n/hu-admin';
import type { MoveBody } from '@backend/contract/common';

/** What a row spreads on its drag handle: a focusable button that Space picks up and drops. */
export type DragHandleProps = ReturnType<typeof useSortable>['attributes'] &
  NonNullable<ReturnType<typeof useSortable>['listeners']> & { ref: (element: HTMLElement | null) => void };

interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** The item's name in the screen-reader announcements. */
  nameOf: (item: T) => string;
  onMove: (move: MoveBody) => void;
  renderItem: (item: T, handle: DragHandleProps, dragging: boolean) => ReactNode;
  /** The list element (ul/ol) around the items. */
  as?: 'ul' | 'ol';
  className?: string;
  'aria-label'?: string;
}

/**
 * A vertical list sorted by dragging its handles with a pointer, or by keyboard (Space, arrows,
 * Space; Escape cancels) with Hungarian announcements. Each list has its own context, so a
 * service never leaves its category.
 */
export function SortableList<T extends { id: string }>({ items, nameOf, onMove, renderItem, as: List = 'ul', className, ...rest }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id);
  const nameOfId = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : String(id);
  };
  const t = huAdmin.dnd;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.picked(nameOfId(active.id), indexOf(active.id) + 1, items.length),
    onDragOver: ({ active, over }) => (over ? t.over(nameOfId(active.id), indexOf(over.id) + 1, items.length) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? t.dropped(nameOfId(active.id), indexOf(over.id) + 1, items.length) : t.cancelled(nameOfId(active.id)),
    onDragCancel: ({ active }) => t.cancelled(nameOfId(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const oldIndex = indexOf(active.id);
    const newIndex = indexOf(over.id);
    if (oldIndex >= 0 && newIndex >= 0) onMove({ oldIndex, newIndex });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <List className={className} {...rest}>
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id}>
              {(handle, dragging) => renderItem(item, handle, dragging)}
            </SortableItem>
          ))}
        </List>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({ id, children }: { id: string; children: (handle: DragHandleProps, dragging: boolean) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: huAdmin.dnd.roleDescription },
  });
  const style = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative' as const,
    zIndex: isDragging ? 1 : undefined,
    listStyle: 'none',
  };
  const handle = { ...attributes, ...listeners, ref: setActivatorNodeRef } as DragHandleProps;
  return (
    <li ref={setNodeRef} style={style}>
      {children(handle, isDragging)}
    </li>
  );
}

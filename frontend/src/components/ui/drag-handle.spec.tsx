import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { DragHandle } from './drag-handle';
import { SortableList } from './sortable-list';

const ITEMS = [
  { id: 'a', name: 'Python alapok' },
  { id: 'b', name: 'Webfejlesztés' },
];

function List() {
  return (
    <FluentProvider theme={webLightTheme}>
      <SortableList
        items={ITEMS}
        nameOf={(item) => item.name}
        onMove={() => undefined}
        aria-label="Szolgáltatások"
        renderItem={(item, handle) => (
          <>
            <DragHandle label={`Áthelyezés: ${item.name}`} handle={handle} />
            <span>{item.name}</span>
          </>
        )}
      />
    </FluentProvider>
  );
}

describe('the drag handle', { timeout: 20_000 }, () => {
  it('names its row, and hides its tooltip while the row is being moved so it covers nothing', async () => {
    const user = userEvent.setup();
    render(<List />);
    const handle = screen.getByRole('button', { name: 'Áthelyezés: Python alapok' });
    await user.tab();
    expect(handle).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Áthelyezés: Python alapok');

    await user.keyboard('[Space]');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    // Still named while moving: the tooltip is its label, not only its picture.
    expect(screen.getByRole('button', { name: 'Áthelyezés: Python alapok' })).toBe(handle);

    await user.keyboard('[Escape]');
    expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  });
});

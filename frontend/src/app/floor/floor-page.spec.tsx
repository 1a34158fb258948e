import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FloorProvider, floorRoutes } from './floor-page';
import { FLOOR_PATH } from './floor-path';

describe('the floor page (issue 24)', { timeout: 20_000 }, () => {
  it('opens an empty dialog from its one button and closes it again', async () => {
    const user = userEvent.setup();
    render(
      <FloorProvider>
        <RouterProvider router={createMemoryRouter(floorRoutes, { initialEntries: [FLOOR_PATH] })} />
      </FloorProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Üres párbeszédablak megnyitása' }));
    const dialog = await screen.findByRole('dialog', { name: 'Üres párbeszédablak' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bezárás' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

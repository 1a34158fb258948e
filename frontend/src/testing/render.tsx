import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter, type InitialEntry, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';

type JotaiStore = ReturnType<typeof createStore>;

/** Renders a component (a feature's piece) at "/" with the app's providers and extra routes. */
export function renderWithProviders(
  ui: ReactNode,
  { routes = [], initialEntry = '/', store = createStore() }: { routes?: RouteObject[]; initialEntry?: InitialEntry; store?: JotaiStore } = {},
) {
  const router = createMemoryRouter([{ path: '/', element: ui }, ...routes], { initialEntries: [initialEntry] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <AppProvider store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, store, user, queryClient };
}

import { useState, type ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { FocusManager } from './focus-manager';
import { createQueryClient } from './query-client';
import { LiveUpdates } from './live-updates';
import { SessionSync } from './session-sync';
import { appTheme } from './theme';

type JotaiStore = ReturnType<typeof createStore>;

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own instances. */
  queryClient?: QueryClient;
  store?: JotaiStore;
}

export function AppProvider({ children, queryClient, store }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [jotaiStore] = useState(() => store ?? createStore());
  return (
    <JotaiProvider store={jotaiStore}>
      <QueryClientProvider client={client}>
        <FluentProvider theme={appTheme}>
          <FocusManager />
          <SessionSync />
          <LiveUpdates />
          {children}
        </FluentProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogBody, DialogSurface, DialogTitle, FluentProvider } from '@fluentui/react-components';
import type { RouteObject } from 'react-router-dom';
import { huFloor } from '@/i18n/hu-floor';
import { appTheme } from '../theme';
import { FLOOR_PATH } from './floor-path';

/**
 * The floor page (issue 24): the app's stack with nothing on it — React, the router and Fluent's
 * provider with the app's theme, prerendered and hydrated as a public page is — and one button that
 * opens an empty Fluent dialog, the least a tap in this stack can cost. Whatever a real page costs
 * beyond this page, measured in the same run, is the page's own.
 */
function FloorPage() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    document.title = huFloor.title;
  }, []);
  return (
    <main>
      <Button appearance="primary" onClick={() => setOpen(true)}>
        {huFloor.openDialog}
      </Button>
      {/* Mounted only while open, as the app's dialogs are: a closed Fluent dialog leaves Tabster's
          focusable placeholders in the page. */}
      {open && (
        <Dialog open onOpenChange={(_, data) => setOpen(data.open)}>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{huFloor.dialogTitle}</DialogTitle>
              <DialogActions>
                <Button onClick={() => setOpen(false)}>{huFloor.close}</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </main>
  );
}

/** The floor's one route: a router of its own, so the app's routes stay as they are. */
export const floorRoutes: RouteObject[] = [{ path: FLOOR_PATH, element: <FloorPage /> }];

/** Fluent's provider with the app's theme, as the app wraps every page (src/app/provider.tsx). */
export function FloorProvider({ children }: { children: ReactNode }) {
  return <FluentProvider theme={appTheme}>{children}</FluentProvider>;
}

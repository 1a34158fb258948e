import { useCallback } from 'react';
import { Toast, ToastTitle, Toaster, useToastController, type ToastIntent } from '@fluentui/react-components';

const TOASTER_ID = 'admin-services-toaster';

/** Where the services screen's result messages appear. */
export function AdminServicesToaster() {
  return <Toaster toasterId={TOASTER_ID} position="top-end" pauseOnHover pauseOnWindowBlur />;
}

/** Shows a short result message; errors stay longer than successes. */
export function useNotify() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (message: string, intent: ToastIntent = 'success') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: intent === 'error' ? 10_000 : 5_000 },
      ),
    [dispatchToast],
  );
}

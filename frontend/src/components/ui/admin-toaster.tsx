import { useCallback } from 'react';
import { Toast, ToastTitle, Toaster, useToastController, type ToastIntent, type ToasterProps } from '@fluentui/react-components';

const ADMIN_TOASTER_ID = 'admin-toaster';

/** Where the admin screens' result messages appear (one per screen). */
export function AdminToaster({ position = 'bottom-end' }: Pick<ToasterProps, 'position'>) {
  return <Toaster toasterId={ADMIN_TOASTER_ID} position={position} pauseOnHover pauseOnWindowBlur />;
}

/** Shows a short result message; errors stay longer than successes. */
export function useAdminNotify() {
  const { dispatchToast } = useToastController(ADMIN_TOASTER_ID);
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

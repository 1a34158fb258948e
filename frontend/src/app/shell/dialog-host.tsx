import { Suspense, useState, type ComponentType } from 'react';
import { useOpenDialog, type DialogKind } from '@/lib/dialogs';
import { retryingLazy } from '@/lib/retrying-lazy';
import { useReturnFocus } from '@/lib/use-return-focus';

// Dialog code is fetched the first time a dialog opens, keeping the public pages' first load small.
const dialogs: Record<DialogKind, ComponentType> = {
  login: retryingLazy(() => import('@/features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog }))),
  resetRequest: retryingLazy(() =>
    import('@/features/auth/components/reset-request-dialog').then((m) => ({ default: m.ResetRequestDialog })),
  ),
  resetRequested: retryingLazy(() =>
    import('@/features/auth/components/reset-requested-dialog').then((m) => ({ default: m.ResetRequestedDialog })),
  ),
  teacherSignup: retryingLazy(() =>
    import('@/features/signup/components/teacher-signup-dialog').then((m) => ({ default: m.TeacherSignupDialog })),
  ),
  companySignup: retryingLazy(() =>
    import('@/features/signup/components/company-signup-dialog').then((m) => ({ default: m.CompanySignupDialog })),
  ),
};

/** Mounts each dialog once it has been asked for; each then follows the open-dialog atom. */
export function DialogHost() {
  const [dialog] = useOpenDialog();
  // One dialog may hand over to the next (login → reset request): focus returns to the first opener.
  useReturnFocus(dialog !== null);
  const [mounted, setMounted] = useState<ReadonlySet<DialogKind>>(new Set());
  if (dialog && !mounted.has(dialog.kind)) setMounted(new Set(mounted).add(dialog.kind));

  return (
    <>
      {[...mounted].map((kind) => {
        const Dialog = dialogs[kind];
        return (
          <Suspense key={kind} fallback={null}>
            <Dialog />
          </Suspense>
        );
      })}
    </>
  );
}

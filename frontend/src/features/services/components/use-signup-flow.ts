import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { useCancelSignup } from '../api/cancel-signup';
import type { MemberServiceView } from '@backend/contract/member-services';
import { useSignUp } from '../api/sign-up';

export type Confirming = 'apply' | 'withdraw' | null;

interface Answers {
  radioAnswer: number | null;
  /** Sent only when the priority checkbox is shown. */
  waitlistPriority: boolean;
}

/**
 * Sign-up and withdrawal of one service, each behind its confirmation. Any failed sign-up hands
 * over to the 'Ez a szolgáltatás betelt' dialog (SPEC §8); a failed withdrawal stays in the dialog.
 */
export function useSignupFlow(service: MemberServiceView, onSignupFailed: () => void) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);
  const signUp = useSignUp();
  const cancel = useCancelSignup();

  const confirmApply = ({ radioAnswer, waitlistPriority }: Answers) =>
    signUp.mutate(
      { serviceId: service.id, radioAnswer: service.radio ? radioAnswer : null, waitlistPriority },
      {
        onSuccess: () => setConfirming(null),
        onError: () => {
          setConfirming(null);
          onSignupFailed();
        },
      },
    );

  const confirmWithdraw = () => {
    setWithdrawError(null);
    cancel.mutate(service.id, {
      onSuccess: () => setConfirming(null),
      onError: (error) => {
        setConfirming(null);
        const code = error instanceof ApiError ? error.code : 'UNKNOWN';
        setWithdrawError(huMember.services.errors[code] ?? errorText(code));
      },
    });
  };

  return {
    confirming,
    askApply: () => setConfirming('apply'),
    askWithdraw: () => setConfirming('withdraw'),
    dismiss: () => setConfirming(null),
    confirmApply,
    confirmWithdraw,
    busy: signUp.isPending || cancel.isPending,
    withdrawError,
  };
}

import type { ReactNode } from 'react';
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { QueryFallback } from '@/components/ui/query-state';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { hu } from '@/i18n/hu';
import { huMember } from '@/i18n/hu-member';
import { useProfile } from '@/lib/api/get-profile';
import { displayName } from '@/lib/jwt';
import { isRefusal } from '@/lib/load-failure';
import { useSessionEnded, useSessionUser } from '@/lib/session';
import type { PartnerLookupView } from '@backend/contract/partners';
import { formatDay } from '@backend/shared/budapest-time';
import { usePartnerGrants } from '../api/get-partner-grants';
import { useLookupPartner } from '../api/lookup-partner';
import { useRequestAssertion } from '../api/request-assertion';
import { answerPartner, type AuthRequest } from '../lib/auth-request';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
  errorIcon: { fontSize: '40px', color: tokens.colorPaletteRedForeground1 },
});

const t = huMember.standalone.partnerSignIn;

interface PartnerSignInPageProps {
  request: AuthRequest | null;
  /** The window was opened by a page that can hear the answer. */
  hasOpener: boolean;
  /** The login form shown while nobody is signed in (the login dialog's own). */
  login: ReactNode;
}

function ErrorPanel({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <StandaloneFrame title={t.errorTitle} text={text} icon={<ErrorCircleRegular className={styles.errorIcon} aria-hidden />}>
      <Button onClick={() => window.close()}>{t.close}</Button>
    </StandaloneFrame>
  );
}

/**
 * /auth (SPEC §2): a partner site asks to sign a member in. Unknown partners, a missing opener or a
 * malformed request show an error and post nothing; otherwise the member signs in, sees who asks and
 * what it would receive, and accepts or declines, every time.
 */
export function PartnerSignInPage({ request, hasOpener, login }: PartnerSignInPageProps) {
  const lookup = useLookupPartner(request && hasOpener ? request.post : null);
  if (!request) return <ErrorPanel text={t.invalidRequest} />;
  if (!hasOpener) return <ErrorPanel text={t.noOpener} />;
  if (isRefusal(lookup.error)) return <ErrorPanel text={t.unknownPartner(new URL(request.post).host)} />;
  if (!lookup.isSuccess) {
    return <StandaloneFrame title={t.title} content={<QueryFallback query={lookup} failed={hu.loadFailure.page} pending={<Spinner label={t.checking} />} />} />;
  }
  return <Consent request={request} partner={lookup.data} login={login} />;
}

function Consent({ request, partner, login }: { request: AuthRequest; partner: PartnerLookupView; login: ReactNode }) {
  const styles = useStyles();
  const user = useSessionUser();
  const sessionEnded = useSessionEnded();
  const profile = useProfile({ enabled: user !== null });
  const grants = usePartnerGrants({ enabled: user !== null });
  const accept = useRequestAssertion();
  const state = request.state ?? undefined;

  if (!user) {
    return (
      <StandaloneFrame
        title={t.title}
        text={t.body}
        content={
          <>
            {sessionEnded && (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>{hu.session.expired}</MessageBarBody>
              </MessageBar>
            )}
            {login}
          </>
        }
      >
        <Caption1>{t.requestingSite(partner.host)}</Caption1>
      </StandaloneFrame>
    );
  }
  // The greeting waits for the profile's name; if it cannot be read, the token's copy stands in.
  if (profile.isPending) {
    return (
      <StandaloneFrame title={t.title}>
        <Spinner label={hu.common.loading} />
      </StandaloneFrame>
    );
  }

  const before = grants.data?.find((grant) => grant.partnerId === partner.id);
  const onAccept = () =>
    accept.mutate(
      { url: request.post, ...(request.nonce ? { nonce: request.nonce } : {}) },
      { onSuccess: ({ id_token }) => answerPartner({ type: 'authorization_response', response: { id_token, state } }, partner.origin) },
    );
  // Declining needs no server: the partner hears it and the window closes at once, as on accepting.
  const onDecline = () => answerPartner({ type: 'authorization_response', response: { error: 'access_denied', state } }, partner.origin);

  return (
    <StandaloneFrame
      title={t.greeting(displayName(profile.data ?? user))}
      content={
        <>
          <Caption1>{t.requestingSite(partner.host)}</Caption1>
          {partner.data.length > 0 ? (
            <>
              <Body1 as="p">{t.asks(partner.name)}</Body1>
              <ul className={styles.list} aria-label={t.sharedLabel}>
                {partner.data.map((item) => (
                  <li key={item}>
                    <Body1>{t.data[item]}</Body1>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <>
              <Body1 as="p">{t.asksOnlyId(partner.name)}</Body1>
              <Body1 as="p">
                {t.receivesOnlyId.before}
                <strong>{t.receivesOnlyId.emphasis}</strong>
                {t.receivesOnlyId.after}
              </Body1>
            </>
          )}
          {before && <Body1 as="p" className={styles.muted}>{t.grantedBefore(formatDay(before.grantedAt))}</Body1>}
          {accept.isError && (
            <MessageBar intent="error">
              <MessageBarBody>{t.acceptFailed}</MessageBarBody>
            </MessageBar>
          )}
        </>
      }
    >
      <Button appearance="primary" disabledFocusable={accept.isPending} onClick={onAccept}>
        {accept.isPending ? t.accepting : t.accept}
      </Button>
      <Button onClick={onDecline}>{t.decline}</Button>
    </StandaloneFrame>
  );
}

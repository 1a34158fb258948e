import { Body1, Button, Caption1, DialogActions, DialogBody, DialogContent, DialogTitle, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { RouterButton } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { huMember } from '@/i18n/hu-member';
import { site } from '@/content/site';
import type { MemberServiceView } from '@backend/contract/member-services';
import type { DialogRules } from '../lib/service-dialog-rules';
import { HtmlContent } from './html-content';
import { ServiceAnswers } from './service-answers';
import { ServiceChipList } from './service-chip-list';
import { ServiceCode } from './service-code';
import { DialogCloseAction } from '@/components/ui/dialog-close-action';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  image: { display: 'block', width: '100%', maxHeight: '260px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  text: { margin: 0, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  signedUpInfo: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  preLine: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  actions: { flexWrap: 'wrap' },
});

interface ServiceDetailsProps {
  service: MemberServiceView;
  rules: DialogRules;
  online: boolean;
  radioAnswer: number | null;
  onRadioAnswer: (value: number) => void;
  priority: boolean;
  onPriority: (checked: boolean) => void;
  withdrawError: string | null;
  onApply: () => void;
  onWithdraw: () => void;
}

/** The details of a service, the member's status and answers, and what they can do now. */
export function ServiceDetails({ service, rules, online, withdrawError, onApply, onWithdraw, ...answers }: ServiceDetailsProps) {
  const styles = useStyles();
  return (
    <DialogBody>
      <DialogTitle
        action={
          <DialogCloseAction />
        }
      >
        {service.name}
      </DialogTitle>
      <DialogContent className={styles.content}>
        <ServiceChipList service={service} />
        {service.image && <img className={styles.image} src={service.image} alt="" />}
        {service.description && (
          <Body1 as="p" className={styles.text}>
            {service.description}
          </Body1>
        )}
        <HtmlContent html={service.text} />
        {service.limit !== null && <Caption1 className={styles.muted}>{huMember.services.seats(service.userCount, service.limit)}</Caption1>}
        {service.signedUpDescription && (
          <section className={styles.signedUpInfo} aria-label={huMember.services.signedUpInfo}>
            <Caption1>{huMember.services.signedUpInfo}</Caption1>
            <Body1 as="p" className={styles.preLine}>
              {service.signedUpDescription}
            </Body1>
          </section>
        )}
        {rules.showCode && <ServiceCode service={service} />}
        <ServiceAnswers service={service} rules={rules} {...answers} />
        {rules.rejectedText && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{huMember.services.rejected(site.supportEmail)}</MessageBarBody>
          </MessageBar>
        )}
        {rules.inactiveText && (
          <MessageBar intent="info">
            <MessageBarBody>{huMember.services.inactive}</MessageBarBody>
          </MessageBar>
        )}
        {!online && (rules.apply || rules.withdraw) && (
          <MessageBar intent="warning">
            <MessageBarBody>{huMember.services.offline}</MessageBarBody>
          </MessageBar>
        )}
        {withdrawError && (
          <MessageBar intent="error">
            <MessageBarBody>{withdrawError}</MessageBarBody>
          </MessageBar>
        )}
      </DialogContent>
      <DialogActions fluid className={styles.actions}>
        {rules.showContentLink && (
          <RouterButton appearance="primary" to={paths.club.serviceSubPage(service.subPageUrl)}>
            {huMember.services.viewContent}
          </RouterButton>
        )}
        {rules.withdraw && (
          <Button appearance="secondary" data-dialog-action disabled={rules.withdraw.disabled} onClick={onWithdraw}>
            {service.onWaitlist ? huMember.services.leaveWaitlist : huMember.services.withdraw}
          </Button>
        )}
        {rules.apply && (
          <Button appearance="primary" data-dialog-action disabled={rules.apply.disabled} onClick={onApply}>
            {huMember.services.apply[rules.apply.kind]}
          </Button>
        )}
      </DialogActions>
    </DialogBody>
  );
}

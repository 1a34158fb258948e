import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { huMember } from '@/i18n/hu-member';
import { formatMoment } from '@backend/shared/budapest-time';

/**
 * A list shown offline from the copy saved on this device: "Offline nézet – a lista 2026. november 26.
 * 21:08-kor mentett állapota." (Budapest time, through the one clock).
 */
export function OfflineCopyNote({ savedAt, className }: { savedAt: string; className?: string }) {
  return (
    <MessageBar intent="warning" layout="multiline" className={className}>
      <MessageBarBody>{huMember.offlineView(formatMoment(savedAt))}</MessageBarBody>
    </MessageBar>
  );
}

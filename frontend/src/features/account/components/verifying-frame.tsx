import { Spinner } from '@fluentui/react-components';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { huMember } from '@/i18n/hu-member';

/** While the link's code is being checked. */
export function VerifyingFrame({ title }: { title: string }) {
  return <StandaloneFrame title={title} content={<Spinner label={huMember.account.verifying} labelPosition="below" />} />;
}

import { Spinner } from '@fluentui/react-components';
import { StandaloneFrame } from '@/components/ui/standalone-frame';
import { hu } from '@/i18n/hu';

/** While the link's code is being checked. */
export function VerifyingFrame({ title }: { title: string }) {
  return <StandaloneFrame title={title} content={<Spinner label={hu.account.verifying} labelPosition="below" />} />;
}

import { Suspense, type ComponentProps } from 'react';
import { Spinner } from '@fluentui/react-components';
import { hu } from '@/i18n/hu';
import { retryingLazy } from '@/lib/retrying-lazy';

// The editor (its toolbar, the link popover) is fetched when a dialog first shows a long text, not with
// the services screen: the admin chunk has no room to spare (decision 0112).
const RichTextField = retryingLazy(() => import('./rich-text-field').then((m) => ({ default: m.RichTextField })));

export function LazyRichTextField(props: ComponentProps<typeof RichTextField>) {
  return (
    <Suspense fallback={<Spinner size="tiny" label={hu.common.loading} />}>
      <RichTextField {...props} />
    </Suspense>
  );
}

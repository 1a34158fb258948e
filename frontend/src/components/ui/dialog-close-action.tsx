import { Button, DialogTrigger } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { hu } from '@/i18n/hu';

/** The × in a dialog's title (its `action`): closes the dialog, named "Bezárás" for screen readers. */
export function DialogCloseAction() {
  return (
    <DialogTrigger action="close">
      <Button appearance="subtle" aria-label={hu.common.close} icon={<DismissRegular />} />
    </DialogTrigger>
  );
}

import { RouterButton } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

export function BackHomeButton() {
  return (
    <RouterButton to={paths.home} appearance="secondary">
      {hu.common.backToHome}
    </RouterButton>
  );
}

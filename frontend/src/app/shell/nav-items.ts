import { paths } from '@/config/paths';
import { hu } from '@/i18n/hu';

/** Public pages linked from the top bar and the phone drawer. */
export const publicNavItems = [
  { to: paths.teacher, label: hu.nav.teacher },
  { to: paths.companies, label: hu.nav.companies },
  { to: paths.partners, label: hu.nav.partners },
  { to: paths.contact, label: hu.nav.contact },
];

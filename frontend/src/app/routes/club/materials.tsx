import { hu } from '@/i18n/hu';
import { ClubInfoPage } from './club-info-page';

/** Materials: the list of material groups arrives with the materials issue. */
export function Component() {
  return <ClubInfoPage title={hu.club.materials.title} lead={hu.club.materials.intro} />;
}

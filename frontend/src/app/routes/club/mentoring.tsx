import { mentoringContent } from '@/content/club';
import { ClubInfoPage } from './club-info-page';

export function Component() {
  return <ClubInfoPage {...mentoringContent} />;
}

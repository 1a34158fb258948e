import { BackLink } from '@/components/ui/back-link';
import { ContentSections } from '@/components/ui/content-sections';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import type { ContentSection } from '@/content/types';
import { huMember } from '@/i18n/hu-member';

interface ClubInfoPageProps {
  title: string;
  lead: string;
  sections?: ContentSection[];
}

/** Club information page: back link to /klub, title, lead and copy sections. */
export function ClubInfoPage({ title, lead, sections }: ClubInfoPageProps) {
  return (
    <PageContainer narrow>
      <PageHeader title={title} lead={lead} before={<BackLink to={paths.club.home} label={huMember.club.backToClub} />} />
      {sections && <ContentSections sections={sections} />}
    </PageContainer>
  );
}

import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { BookOpenRegular, BuildingRegular, LaptopRegular, PeopleCommunityRegular, PeopleTeamRegular, VideoRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSection } from '@/components/ui/page-section';
import { TextList } from '@/components/ui/text-list';
import { paths, type TeacherLocationState } from '@/config/paths';
import { teacherContent } from '@/content/teacher';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { hu } from '@/i18n/hu';
import { useShowDialog } from '@/lib/dialogs';

const useStyles = makeStyles({
  banner: { marginTop: tokens.spacingVerticalXL },
  paragraph: { margin: 0, maxWidth: '75ch', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase500 },
  apply: { alignSelf: 'flex-start' },
});

const membersOnlyState: TeacherLocationState = { error: 401 };

const offerIcons: Record<string, ReactElement> = {
  courses: <LaptopRegular />,
  training: <PeopleTeamRegular />,
  webinars: <VideoRegular />,
  meetups: <PeopleCommunityRegular />,
  materials: <BookOpenRegular />,
  mentoring: <BuildingRegular />,
};

export function Component() {
  const styles = useStyles();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const showDialog = useShowDialog();
  const content = teacherContent;

  // /tanar-vagyok?401 (members-only content was requested) becomes router state.
  if (searchParams.has('401')) return <Navigate to={paths.teacher} replace state={membersOnlyState} />;
  const membersOnly = (location.state as TeacherLocationState | null)?.error === 401;
  const apply = () => showDialog({ kind: 'teacherSignup' });

  return (
    <PageContainer>
      {membersOnly && (
        <MessageBar intent="warning" className={styles.banner}>
          <MessageBarBody>{hu.membersOnly}</MessageBarBody>
        </MessageBar>
      )}
      <PageHeader title={content.title} lead={content.lead}>
        <Button appearance="primary" size="large" className={styles.apply} onClick={apply}>
          {content.applyButton}
        </Button>
      </PageHeader>

      <PageSection title={content.offersHeading}>
        <FeatureGrid items={content.offers.map((offer) => ({ ...offer, icon: offerIcons[offer.id] }))} />
      </PageSection>

      <PageSection title={content.audienceHeading}>
        {content.audience.map((paragraph) => (
          <Body1 as="p" key={paragraph} className={styles.paragraph}>
            {paragraph}
          </Body1>
        ))}
      </PageSection>

      <PageSection title={content.stepsHeading}>
        <TextList items={content.steps} variant="steps" />
        <Button appearance="primary" size="large" className={styles.apply} onClick={apply}>
          {content.applyButton}
        </Button>
      </PageSection>
    </PageContainer>
  );
}

import type { ReactElement, ReactNode } from 'react';
import { Body1, Caption1, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { tileGrid } from '@/components/ui/tile-grid';
import { CallRegular, ClockRegular, LocationRegular, MailRegular } from '@fluentui/react-icons';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { PageSection } from '@/components/ui/page-section';
import { TextList } from '@/components/ui/text-list';
import { contactContent } from '@/content/contact';
import { site } from '@/content/site';

const useStyles = makeStyles({
  cards: tileGrid('240px'),
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  icon: { display: 'flex', fontSize: '24px', color: tokens.colorBrandForeground1 },
  term: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  note: { color: tokens.colorNeutralForeground3 },
});

function ContactCard({ icon, label, children }: { icon: ReactElement; label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.card}>
      <dt className={styles.term}>
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
        <Caption1>{label}</Caption1>
      </dt>
      <dd className={styles.value}>
        <Text size={400} weight="semibold">
          {children}
        </Text>
      </dd>
    </div>
  );
}

export function Component() {
  const styles = useStyles();
  const content = contactContent;
  return (
    <PageContainer>
      <PageHeader title={content.title} lead={content.lead} />
      <PageSection title={content.officeHeading}>
        <dl className={styles.cards}>
          <ContactCard icon={<MailRegular />} label={content.emailLabel}>
            <Link href={`mailto:${site.supportEmail}`}>{site.supportEmail}</Link>
          </ContactCard>
          <ContactCard icon={<CallRegular />} label={content.phoneLabel}>
            <Link href={site.phoneHref}>{site.phone}</Link>
          </ContactCard>
          <ContactCard icon={<LocationRegular />} label={content.addressLabel}>
            {site.address}
          </ContactCard>
          <ContactCard icon={<ClockRegular />} label={content.hoursLabel}>
            {site.officeHours}
          </ContactCard>
        </dl>
      </PageSection>
      <PageSection title={content.topicsHeading}>
        <TextList items={content.topics} variant="check" />
        <Body1 as="p" className={styles.note}>
          {content.note}
        </Body1>
      </PageSection>
    </PageContainer>
  );
}

import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { huMember } from '@/i18n/hu-member';
import type { MemberServiceView } from '@backend/contract/member-services';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.04em',
    overflowWrap: 'anywhere',
    userSelect: 'all',
  },
});

/** SPEC §4: an approved member of a type-1 service sees their individual code. */
export function ServiceCode({ service }: { service: MemberServiceView }) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <section className={styles.box} aria-labelledby={labelId}>
      <Caption1 id={labelId}>{huMember.services.code}</Caption1>
      {service.code ? <span className={styles.code}>{service.code}</span> : <Body1>{huMember.services.codePending}</Body1>}
      {service.codeDescription && <Body1>{service.codeDescription}</Body1>}
    </section>
  );
}

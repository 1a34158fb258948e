import { useEffect, useId, useRef, useState } from 'react';
import { Body1, Button, Input, Label, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { huMember } from '@/i18n/hu-member';

/** SPEC §9: the copied-to-clipboard notice hides after 4000 ms. */
export const COPIED_NOTICE_MS = 4000;

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  input: { flexGrow: 1, minWidth: '0', flexBasis: '240px' },
  notice: { minHeight: tokens.lineHeightBase300, color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});

async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (insecure context, old browser): copy the selected field the old way.
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** SPEC §2: on a public sub-page a signed-in member gets the page's link to share. */
export function ShareBox({ url }: { url: string }) {
  const styles = useStyles();
  const inputId = useId();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    if (await copyText(url, inputRef.current)) setCopiedAt(Date.now());
  };

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {huMember.subPage.share.title}
      </h2>
      <Body1 as="p" className={styles.text}>
        {huMember.subPage.share.body}
      </Body1>
      <Label htmlFor={inputId}>{huMember.subPage.share.label}</Label>
      <div className={styles.row}>
        <Input id={inputId} ref={inputRef} className={styles.input} value={url} readOnly onFocus={(e) => e.target.select()} />
        <Button icon={<CopyRegular />} onClick={() => void copy()}>
          {huMember.subPage.share.copy}
        </Button>
      </div>
      <div role="status" className={styles.notice}>
        {copiedAt !== null && huMember.subPage.share.copied}
      </div>
    </section>
  );
}

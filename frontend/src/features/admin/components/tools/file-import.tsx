import { useId, useRef, useState, type ReactNode } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { huAdmin } from '@/i18n/hu-admin';
import { importErrorText } from '@/lib/import-error-text';
import type { ImportRowError } from '@backend/contract/common';
import { VISUALLY_HIDDEN } from '@/components/ui/visually-hidden';
import { ImportRowErrors } from '@/components/ui/import-row-errors';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hiddenInput: VISUALLY_HIDDEN,
  fileName: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere', minWidth: 0 },
});

export const ACCEPTED_TABLE_FILES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Upload<T> = (file: File, callbacks: { onSuccess: (result: T) => void; onError: (error: unknown) => void }) => void;

/** A first look at what the file would do, confirmed before the upload that does it (issue 41 §4). */
export interface ImportPreviewStep<P> {
  load: Upload<P>;
  pending: boolean;
  /** What the preview says (rows, problems, who will be mailed). */
  render: (preview: P) => ReactNode;
  /** False when there is nothing to import: the confirmation is then not offered. */
  canConfirm: (preview: P) => boolean;
}

interface FileImportProps<R extends { errors: ImportRowError[] }, P> {
  /** The file input's accessible name. */
  fileLabel: string;
  upload: Upload<R>;
  pending: boolean;
  /** The success line of a report (counts). */
  summary: (report: R) => ReactNode;
  /** When given, "Importálás" previews the file and the upload waits for "Importálás megerősítése". */
  preview?: ImportPreviewStep<P>;
}

/**
 * Choose a CSV/XLSX file, upload it, show what was imported and which lines were refused; with a
 * preview step, the same file is sent again only when staff confirm what its preview says.
 */
export function FileImport<R extends { errors: ImportRowError[] }, P = never>({ fileLabel, upload, pending, summary, preview }: FileImportProps<R, P>) {
  const styles = useStyles();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState<P | null>(null);
  const t = huAdmin.adminImport;
  const busy = pending || !!preview?.pending;

  const look = () => {
    if (!file || busy || !preview) return;
    setReport(null);
    setFailure(null);
    preview.load(file, { onSuccess: setPreviewed, onError: (error) => setFailure(importErrorText(error)) });
  };

  const send = () => {
    if (!file || busy) return;
    setReport(null);
    setFailure(null);
    setPreviewed(null);
    upload(file, {
      onSuccess: (result) => {
        setReport(result);
        setFile(null);
        if (inputRef.current) inputRef.current.value = '';
      },
      onError: (error) => setFailure(importErrorText(error)),
    });
  };

  return (
    <div className={styles.root}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={ACCEPTED_TABLE_FILES}
        aria-label={fileLabel}
        className={styles.hiddenInput}
        tabIndex={-1}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setReport(null);
          setFailure(null);
          setPreviewed(null);
        }}
      />
      <div className={styles.row}>
        <Button icon={<DocumentArrowUpRegular />} onClick={() => inputRef.current?.click()} aria-describedby={`${inputId}-name`}>
          {t.choose}
        </Button>
        <Body1 id={`${inputId}-name`} className={styles.fileName}>
          {file ? file.name : t.noFile}
        </Body1>
      </div>
      {previewed === null && (
        <div className={styles.row}>
          <Button
            appearance="primary"
            disabled={!file}
            disabledFocusable={busy}
            icon={busy ? <Spinner size="tiny" aria-label={preview ? t.previewing : t.submitting} /> : undefined}
            onClick={preview ? look : send}
          >
            {t.submit}
          </Button>
        </div>
      )}
      <div aria-live="polite">
        {failure && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        )}
        {previewed !== null && preview && (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{preview.render(previewed)}</MessageBarBody>
          </MessageBar>
        )}
        {report && (
          <MessageBar intent={report.errors.length ? 'warning' : 'success'} layout="multiline">
            <MessageBarBody>
              {summary(report)}
              {report.errors.length > 0 && <br />}
              <ImportRowErrors errors={report.errors} />
            </MessageBarBody>
          </MessageBar>
        )}
      </div>
      {previewed !== null && preview && (
        <div className={styles.row}>
          {preview.canConfirm(previewed) && (
            <Button
              appearance="primary"
              disabledFocusable={pending}
              icon={pending ? <Spinner size="tiny" aria-label={t.submitting} /> : undefined}
              onClick={send}
            >
              {t.confirm}
            </Button>
          )}
          <Button disabled={pending} onClick={() => setPreviewed(null)}>
            {t.cancelPreview}
          </Button>
        </div>
      )}
    </div>
  );
}

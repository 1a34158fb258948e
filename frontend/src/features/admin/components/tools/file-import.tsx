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

interface FileImportProps<R extends { errors: ImportRowError[] }> {
  /** The file input's accessible name. */
  fileLabel: string;
  upload: (file: File, callbacks: { onSuccess: (report: R) => void; onError: (error: unknown) => void }) => void;
  pending: boolean;
  /** The success line of a report (counts). */
  summary: (report: R) => ReactNode;
}

/** Choose a CSV/XLSX file, upload it, show what was imported and which lines were refused. */
export function FileImport<R extends { errors: ImportRowError[] }>({ fileLabel, upload, pending, summary }: FileImportProps<R>) {
  const styles = useStyles();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<R | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const t = huAdmin.adminImport;

  const send = () => {
    if (!file || pending) return;
    setReport(null);
    setFailure(null);
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
      <div className={styles.row}>
        <Button
          appearance="primary"
          disabled={!file}
          disabledFocusable={pending}
          icon={pending ? <Spinner size="tiny" aria-label={t.submitting} /> : undefined}
          onClick={send}
        >
          {t.submit}
        </Button>
      </div>
      <div aria-live="polite">
        {failure && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{failure}</MessageBarBody>
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
    </div>
  );
}

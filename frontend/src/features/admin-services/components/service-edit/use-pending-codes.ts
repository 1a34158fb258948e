import { useState } from 'react';
import { huAdmin } from '@/i18n/hu-admin';
import { importErrorText } from '@/lib/import-error-text';
import { useAddServiceCodes } from '../../api/add-service-codes';
import { useUploadServiceCodes } from '../../api/upload-service-codes';
import type { CodesReport } from '@backend/contract/admin-services';
import type { ImportRowError } from '@backend/contract/common';

export interface CodesResult {
  intent: 'success' | 'warning' | 'error';
  message: string;
  errors?: ImportRowError[];
}

/** What sending the waiting codes came to: a line for the save's toast, or a result shown at the pool. */
export type CodesSent = { ok: true; summary: string } | { ok: false };

export const codesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((code) => code.trim())
    .filter(Boolean);

/**
 * New coupon codes are part of the edit (issue 41 §5): the pasted list and the chosen file wait in the
 * dialog, count as unsaved changes and go to the pool only when "Mentés" is pressed; a discard drops them.
 */
export function usePendingCodes() {
  const t = huAdmin.adminServices.edit.codes;
  const add = useAddServiceCodes();
  const upload = useUploadServiceCodes();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CodesResult | null>(null);
  const codes = codesOf(text);

  /** The pasted codes, then the file; what was stored leaves the draft, what failed stays to try again. */
  const send = async (serviceId: string): Promise<CodesSent> => {
    const reports: CodesReport[] = [];
    if (codes.length > 0) {
      try {
        reports.push(await add.mutateAsync({ serviceId, codes }));
        setText('');
      } catch {
        setResult({ intent: 'error', message: t.failed });
        return { ok: false };
      }
    }
    if (file) {
      try {
        reports.push(await upload.mutateAsync({ serviceId, file }));
        setFile(null);
      } catch (error) {
        // A refused file says why (too many rows, unreadable…), as the other table imports do.
        setResult({ intent: 'error', message: t.fileFailed(file.name, importErrorText(error)) });
        return { ok: false };
      }
    }
    const added = reports.reduce((sum, report) => sum + report.added, 0);
    const duplicates = reports.reduce((sum, report) => sum + report.duplicates, 0);
    const summary = t.result(added, duplicates);
    // A file's rows the server left out are listed by line (issue 38 §7), so the dialog stays open on them.
    const errors = reports.flatMap((report) => report.errors ?? []);
    if (errors.length > 0) {
      setResult({ intent: 'warning', message: summary, errors });
      return { ok: false };
    }
    return { ok: true, summary };
  };

  return {
    text,
    setText: (value: string) => {
      setText(value);
      setResult(null);
    },
    codes,
    file,
    setFile: (value: File | null) => {
      setFile(value);
      setResult(null);
    },
    result,
    pending: codes.length > 0 || file !== null,
    send,
  };
}

export type PendingCodes = ReturnType<typeof usePendingCodes>;

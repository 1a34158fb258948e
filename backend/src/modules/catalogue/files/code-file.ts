import { ImportRowError } from '../../../contract/common';
import { validationPipe } from '../../../platform/http/validation.pipe';
import { cellText, headerKey, readTable, refuseCutCells } from '../../../platform/tables/read-table';
import { TimeSlices } from '../../../platform/tables/table-collector';
import { ValidationFailed } from '../../../shared/domain-error';
import { MAX_CODE_LENGTH } from '../domain/code-pool';
import { CodesDto } from '../http/catalogue.dto';

const HEADERS = new Set(['kod', 'kodok', 'kuponkod', 'kupon', 'code', 'codes', 'coupon']);

/** Why a row's code is left out, next to its line number. */
export const CODE_ROW_TEXTS = {
  tooLong: `Túl hosszú kód (legfeljebb ${MAX_CODE_LENGTH} karakter)`,
  notOneLine: 'A kód egy sor legyen, vezérlőkarakter nélkül',
  invalid: 'Hibás kód',
} as const;

export interface CodeFile {
  codes: string[];
  /** The rows left out, by line. */
  errors: ImportRowError[];
}

interface ListedCode {
  line: number;
  code: string;
}

/**
 * Codes from an uploaded text, CSV or XLSX file: the first cell of each row, a header row skipped. Each
 * must pass what `POST /codes` checks of a pasted code (CodesDto, through the same validation pipe), so
 * a code the paste would refuse is refused here by its line (issue 38 §7); the other rows are kept.
 */
export async function codesFromFile(buffer: Buffer): Promise<CodeFile> {
  const { rows, errors } = refuseCutCells(await readTable(buffer), { code: 0 }, () => CODE_ROW_TEXTS.tooLong);
  const listed = rows.map(({ line, cells }) => ({ line, code: cellText(cells, 0) })).filter(({ code }) => code !== '');
  const candidates = listed.length > 0 && HEADERS.has(headerKey(listed[0].code)) ? listed.slice(1) : listed;
  const checked = await pastedAsList(candidates);
  return { codes: checked.codes, errors: [...errors, ...checked.errors].sort((a, b) => a.line - b.line) };
}

/** A paste's worth of codes checked at once: a few milliseconds, so the event loop turns between two. */
const BATCH = 500;

/**
 * The codes checked as pasted lists of BATCH codes; only a batch that fails is checked code by code,
 * to find the rows at fault.
 */
async function pastedAsList(listed: ListedCode[]): Promise<CodeFile> {
  const file: CodeFile = { codes: [], errors: [] };
  const slices = new TimeSlices();
  for (let at = 0; at < listed.length; at += BATCH) {
    const batch = listed.slice(at, at + BATCH);
    await slices.pause();
    const whole = await pasted(batch.map(({ code }) => code));
    if (!(whole instanceof ValidationFailed)) {
      file.codes.push(...whole.codes);
      continue;
    }
    for (const { line, code } of batch) {
      await slices.pause();
      const one = await pasted([code]);
      if (one instanceof ValidationFailed) file.errors.push({ line, message: rowText(one) });
      else file.codes.push(...one.codes);
    }
  }
  return file;
}

/** The codes as `POST /codes` would take them (invisible characters dropped), or its refusal. */
async function pasted(codes: string[]): Promise<CodesDto | ValidationFailed> {
  try {
    return (await validationPipe.transform({ codes }, { type: 'body', metatype: CodesDto })) as CodesDto;
  } catch (error) {
    if (error instanceof ValidationFailed) return error;
    throw error;
  }
}

function rowText(error: ValidationFailed): string {
  const codes = error.errors.map((fieldError) => fieldError.code);
  if (codes.includes('maxLength')) return CODE_ROW_TEXTS.tooLong;
  if (codes.includes('oneLine')) return CODE_ROW_TEXTS.notOneLine;
  return CODE_ROW_TEXTS.invalid;
}

import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { budapestDay } from '../../shared/budapest-time';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Documents an export opened as a plain link: it takes a 60-second download token made for its path
 * (GET /api/materials/downloadtoken?path=…) as `?token=` instead of the Authorization header, opening it
 * once, and answers a file.
 */
export const ApiXlsxDownload = (tokenOf: 'an admin' | 'the member' = 'an admin', workbook = 'An XLSX workbook, saved by the browser.') =>
  applyDecorators(
    ApiQuery({ name: 'token', required: true, description: `A download token of ${tokenOf} made for this path (60 seconds, one use).` }),
    ApiOkResponse({ description: workbook, content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } } }),
  );

/**
 * A workbook a query made for download: the name the browser saves it under, and its bytes, or the
 * stream that writes them as they are sent (platform/tables/new-workbook: a large export is never
 * held whole).
 */
export interface XlsxFile {
  fileName: string;
  content: Buffer | Uint8Array | ArrayBuffer | Readable;
}

/** An export's file name, dated the Budapest day it is made (the one clock): `klubtagok-2026-11-26.xlsx`. */
export const datedXlsxName = (prefix: string, now: Date): string => `${prefix}-${budapestDay(now)}.xlsx`;

/** Sends a workbook the browser saves under its file name; never cached (it holds personal data). */
export function sendXlsx(reply: FastifyReply, { fileName, content }: XlsxFile): void {
  void reply
    .header('content-type', XLSX)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(content);
}

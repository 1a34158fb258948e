import { applyDecorators } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { TABLE_LIMIT_TEXTS } from '../../shared/i18n/table-limit-texts';
import { MAX_UPLOAD_BYTES, MEBIBYTE, TABLE_LIMITS } from '../../shared/upload-limits';
import { ApiFileUpload } from '../http/uploads';

/** The limits of every table import (issue 22 §6), as the OpenAPI description of each states them. */
export const TABLE_LIMITS_DESCRIPTION = [
  'Limits: one file of at most',
  `${MAX_UPLOAD_BYTES / MEBIBYTE} MB (else 413 PAYLOAD_TOO_LARGE, code tooLarge);`,
  `at most ${TABLE_LIMITS.rows} non-blank rows, a header or title row included`,
  `(else 400 VALIDATION_FAILED on file, code tooManyRows, message "${TABLE_LIMIT_TEXTS.tooManyRows}");`,
  `an XLSX's first sheet and shared strings unpack to at most ${TABLE_LIMITS.unpackedBytes / MEBIBYTE} MB, held to the sizes the ZIP`,
  'declares before anything is inflated and to the bytes really inflated',
  `(else 400 VALIDATION_FAILED on file, code tooLargeUnpacked, message "${TABLE_LIMIT_TEXTS.tooLargeUnpacked}");`,
  `cells past column ${TABLE_LIMITS.columns} are not read; a cell longer than ${TABLE_LIMITS.cellChars} characters is cut there while it is read`,
  'and its row is refused (listed in errors by its line). The file is read as a stream, in slices that leave the server',
  'free for other requests, and whole before anything is imported: a refused file imports nothing.',
].join(' ');

/** Documents a route that imports a table uploaded as multipart `file` (read with readUpload, then readTable). */
export const ApiTableUpload = (summary: string, description: string) =>
  applyDecorators(ApiFileUpload(), ApiOperation({ summary, description: `${description}\n\n${TABLE_LIMITS_DESCRIPTION}` }));

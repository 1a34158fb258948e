import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainError, FieldError, ValidationFailed } from '../../shared/domain-error';
import { payloadTooLarge } from '../../shared/platform-errors';
import { withoutInvisibleCharacters } from '../../shared/invisible-characters';
import { MAX_UPLOAD_BYTES } from '../../shared/upload-limits';

export { MAX_UPLOAD_BYTES };

export interface Upload {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

/** Documents a route that takes one file as the multipart field `field` (read with `readUpload`). */
export const ApiFileUpload = (field = 'file') =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: [field], properties: { [field]: { type: 'string', format: 'binary' } } } }),
  );

/** A file over the size limit, or more files than one: 413 with the field that was too much. */
const tooMuch = (error: FieldError) => payloadTooLarge({ errors: [error] });

/**
 * Reads the multipart field `field` (Nest's FileInterceptor is Express-only): exactly one file under
 * that name. None, another name or an empty file is a VALIDATION_FAILED on the field; a file over
 * MAX_UPLOAD_BYTES or a second file is a 413 (issue 14 §5).
 */
export async function readUpload(request: FastifyRequest, field = 'file'): Promise<Upload> {
  const missing = () => new ValidationFailed([{ field, code: 'isNotEmpty' }]);
  if (!request.isMultipart()) throw missing();
  let upload: Upload | null = null;
  try {
    // Two allowed by the parser, so that a second one is seen and refused rather than dropped.
    for await (const part of request.files({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } })) {
      if (upload) throw tooMuch({ field, code: 'tooManyFiles' });
      if (part.fieldname !== field) throw missing();
      const buffer = await part.toBuffer().catch(() => {
        throw tooMuch({ field, code: 'tooLarge' });
      });
      upload = { filename: part.filename, mimetype: part.mimetype, buffer };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // The parser's own limits may trip first, depending on how the body arrives in chunks.
    const code = (error as { code?: string })?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooMuch({ field, code: 'tooLarge' });
    if (code === 'FST_FILES_LIMIT') throw tooMuch({ field, code: 'tooManyFiles' });
    throw new ValidationFailed([{ field, code: 'malformed' }]);
  }
  if (!upload || upload.buffer.length === 0) throw missing();
  return upload;
}

/**
 * The name shown to people and offered in downloads: no folders, no control characters, and none of
 * the invisible ones that make it read as another name ("invoice\u202Efdp.exe" is "invoicefdp.exe",
 * not "invoiceexe.pdf"; issue 22 §7), at most 200 characters. The visible name is kept rather than the
 * upload refused: it is only ever shown, never used as a path.
 */
export function displayName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const clean = withoutInvisibleCharacters(base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029"]/g, '')).trim().slice(0, 200);
  return clean || 'file';
}

import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ValidationFailed } from '../../shared/domain-error';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

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

/**
 * Reads the multipart field `field` (Nest's FileInterceptor is Express-only). Anything else than one
 * file under that name is a VALIDATION_FAILED on the field.
 */
export async function readUpload(request: FastifyRequest, field = 'file'): Promise<Upload> {
  const missing = () => new ValidationFailed([{ field, code: 'isNotEmpty' }]);
  if (!request.isMultipart()) throw missing();
  let part;
  try {
    part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  } catch {
    throw new ValidationFailed([{ field, code: 'malformed' }]);
  }
  if (!part || part.fieldname !== field) throw missing();
  const buffer = await part.toBuffer().catch(() => {
    throw new ValidationFailed([{ field, code: 'tooLarge' }]);
  });
  if (buffer.length === 0) throw missing();
  return { filename: part.filename, mimetype: part.mimetype, buffer };
}

/** The name shown to people: no folders, no control characters, at most 200 characters. */
export function displayName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return clean || 'file';
}

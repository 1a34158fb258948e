import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { OneLine } from '../../../platform/http/dto-helpers';
import { withoutInvisibleCharacters } from '../../../shared/invisible-characters';

/**
 * Single-line fields: trimmed, inner runs of white space (line breaks too) become one space; other
 * control characters and invisible ones (bidirectional overrides among them) are refused (`oneLine`).
 */
export const SingleLine = () =>
  applyDecorators(Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value)), OneLine());

/** Multi-line fields: trimmed, their invisible characters dropped (issue 22 §7). */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? withoutInvisibleCharacters(value).trim() : value));

/** Forms send numbers as strings; "12" becomes 12, anything else stays as it is for the validators to refuse. */
export const WholeNumber = () =>
  Transform(({ value }) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value));

import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength, ValidateBy, ValidationOptions } from 'class-validator';
import { isMailableAddress, MAX_EMAIL_LENGTH } from '../../shared/email-address';
import { isOneLine, MAX_LINE_LENGTH, MAX_PHONE_LENGTH, MIN_PASSWORD_LENGTH, PHONE, ZIP } from '../../shared/field-formats';
import { withoutInvisibleCharacters } from '../../shared/invisible-characters';
import { isStrongPassword } from '../auth/password-strength';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * One line of text: no line breaks or control characters (issue 14 §8), and no invisible characters
 * such as bidirectional overrides (issue 22 §7), refused so the person sees and fixes what they typed.
 */
export const OneLine = (options?: ValidationOptions) => ValidateBy({ name: 'oneLine', validator: { validate: isOneLine } }, options);

const visible = (value: unknown): unknown =>
  typeof value === 'string' ? withoutInvisibleCharacters(value) : Array.isArray(value) ? value.map(visible) : value;

/**
 * A longer text (a description, a mail, a label, tags, pasted coupon codes) loses its invisible
 * characters rather than being refused: pasted from a document, it often carries a soft hyphen or a
 * zero-width space nobody can find to remove. Emoji sequences stay whole (shared/invisible-characters.ts).
 */
export const Visible = () => Transform(({ value }) => visible(value));

/** The ids a bulk action is for: 1 to `max` of them, each named once. */
export const IdList = (max: number) =>
  applyDecorators(IsArray(), ArrayMinSize(1), ArrayMaxSize(max), ArrayUnique(), IsString({ each: true }), MaxLength(64, { each: true }));

/** A required, trimmed text of several lines, its invisible characters dropped (a message staff write). */
export const RequiredProse = (max: number) => applyDecorators(Visible(), trim, IsString(), IsNotEmpty(), MaxLength(max));

/** A required, trimmed line of text. */
export const RequiredText = (max = MAX_LINE_LENGTH) => applyDecorators(trim, IsString(), IsNotEmpty(), MaxLength(max), OneLine());

/**
 * A required e-mail address, trimmed and lower-cased (addresses are compared case-insensitively), of
 * the shape the club writes to (`shared/email-address.ts`: no control character even inside quotes).
 */
export const EmailField = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsString(),
    IsNotEmpty(),
    MaxLength(MAX_EMAIL_LENGTH),
    IsEmail(),
    ValidateBy({ name: 'isEmail', validator: { validate: isMailableAddress } }),
  );

/** Hungarian postcodes have four digits. */
export const ZipField = () => applyDecorators(trim, IsString(), Matches(ZIP));

export const DigitsField = (pattern: RegExp) => applyDecorators(trim, IsString(), IsNotEmpty(), Matches(pattern));

export const PhoneField = () => applyDecorators(trim, IsString(), IsNotEmpty(), MaxLength(MAX_PHONE_LENGTH), Matches(PHONE));

/** What the person gave about themselves in the same body: a password built from it is weak. */
const personalOf = (body: object) =>
  ['email', 'firstName', 'lastName'].map((key) => (body as Record<string, unknown>)[key]).filter((value): value is string => typeof value === 'string');

/** A new password: at least MIN_PASSWORD_LENGTH characters and hard to guess (`weakPassword`, issue 14 §6). */
export const PasswordField = () =>
  applyDecorators(
    IsString(),
    MinLength(MIN_PASSWORD_LENGTH),
    MaxLength(200),
    ValidateBy({ name: 'weakPassword', validator: { validate: (value, args) => isStrongPassword(value, personalOf(args?.object ?? {})) } }),
  );

/** A single-use code from a link (`q`). */
export const CodeField = () => applyDecorators(trim, IsString(), IsNotEmpty(), MaxLength(200));

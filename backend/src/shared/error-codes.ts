/**
 * The one error vocabulary (DESIGN §5): every code a failed call can carry in `message`, and every
 * code of a VALIDATION_FAILED's `errors[].code`. `DomainError` and `FieldError` take only these, so a
 * new code cannot be sent before it is written here; the frontend gives each its Hungarian text or
 * folds it deliberately (frontend/src/i18n/hu.ts, folded-codes.ts), and specs on both sides hold them to it.
 */
export const ERROR_CODES = [
  // Signing in, links and members (accounts)
  'WRONG_EMAIL',
  'NOT_ACTIVATED',
  'PASSWORD_NOT_SET',
  'WRONG_PASSWORD',
  'ACCOUNT_DISABLED',
  'EMAIL_TAKEN',
  'INVALID_CODE',
  'USER_EXISTS',
  'USER_NOT_FOUND',
  'ALREADY_ACTIVATED',
  'CANNOT_DISABLE_SELF',
  'CANNOT_DELETE_SELF',
  // Services, sign-ups and their files (catalogue)
  'SERVICE_NOT_FOUND',
  'SERVICE_EXISTS',
  'SERVICE_INACTIVE',
  'SERVICE_FULL',
  'ALREADY_SIGNED_UP',
  'NOT_SIGNED_UP',
  'NOT_CANCELABLE',
  'SIGNUP_NOT_FOUND',
  'RADIO_ANSWER_REQUIRED',
  'INVALID_RADIO_ANSWER',
  'SERVICE_NAME_REQUIRED',
  'INVALID_LIMIT',
  'SUBPAGE_URL_TAKEN',
  'SUBPAGE_NOT_FOUND',
  'FILE_NOT_FOUND',
  'GROUP_NOT_FOUND',
  'INVALID_INDEX',
  // Teaching materials
  'MATERIAL_GROUP_NOT_FOUND',
  'MATERIAL_NOT_FOUND',
  'MATERIAL_GROUP_NOT_EMPTY',
  // Partner sites
  'PARTNER_NOT_FOUND',
  'PARTNER_EXISTS',
  'UNKNOWN_PARTNER',
  // Companies and reference data
  'COMPANY_EXISTS',
  'ZIP_NOT_FOUND',
  'INVALID_SCHOOL_ROW',
  // HTTP: bad input, who may call, limits, and what the framework refuses
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'BAD_REQUEST',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  // The server is at a limit of its own (the live streams' global cap): try again after Retry-After
  'SERVICE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const FIELD_CODES = [
  // class-validator's constraint names our DTOs can fail with (platform/http/validation.pipe.ts)
  'whitelistValidation',
  'isString',
  'isInt',
  'isBoolean',
  'isArray',
  'isIn',
  'isNotEmpty',
  'isEmail',
  'matches',
  'minLength',
  'maxLength',
  'min',
  'max',
  'arrayMaxSize',
  // Our own
  'malformed',
  'schoolNotFound',
  'botCheckFailed',
  'isMaterialLink',
  'isOrigin',
  'oneLine',
  'weakPassword',
  // Uploaded files
  'tooLarge',
  'tooManyFiles',
  'notAnImage',
  'notADocument',
  'empty',
  'unsupportedFormat',
  'unreadable',
  'unknownColumns',
  // Table imports beyond TABLE_LIMITS (issue 22 §6)
  'tooManyRows',
  'tooLargeUnpacked',
] as const;

export type FieldCode = (typeof FIELD_CODES)[number];

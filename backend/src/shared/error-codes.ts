import type { ErrorEntry } from './domain-error';

/**
 * The codes of the platform and the kernel (issue 39 §6): bad input, who may call, limits, what the
 * framework refuses, and the few codes more than one module answers with (a stored file, a partner
 * site). A module's own codes live in its `domain/<module>.errors.ts`; `module-lists/errors.ts`
 * collects them all into the one vocabulary `DomainError` and the frontend take theirs from. Pure
 * data, which the frontend reads; `platform-errors.ts` makes the errors.
 */
export const PLATFORM_ERRORS = {
  // Codes more than one module answers with: catalogue's and materials' files; a partner site, and a
  // member's consent to one (accounts)
  FILE_NOT_FOUND: { status: 404, text: 'A fájl nem található, lehet, hogy időközben törölték.' },
  PARTNER_NOT_FOUND: { status: 404, text: 'A partneroldal nem található.' },
  // A dragged item's place in a list that changed meanwhile (shared/moved.ts)
  INVALID_INDEX: { status: 400, text: 'A lista időközben megváltozott. Kérjük, töltsd újra az oldalt.' },
  // HTTP: bad input, who may call, limits, and what the framework refuses
  VALIDATION_FAILED: { status: 400, text: 'Kérjük, ellenőrizd a megadott adatokat.' },
  UNAUTHENTICATED: { status: 401, text: 'A munkameneted lejárt. Kérjük, jelentkezz be újra.' },
  FORBIDDEN: { status: 403, text: 'Ehhez nincs jogosultságod.' },
  NOT_FOUND: { status: 404, text: 'A kért tartalom nem található.' },
  TOO_MANY_REQUESTS: { status: 429, text: 'Túl sok próbálkozás. Kérjük, várj néhány percet, majd próbáld újra.' },
  PAYLOAD_TOO_LARGE: { status: 413, text: 'A küldött adat túl nagy (egy fájl legfeljebb 20 MB lehet).' },
  BAD_REQUEST: { status: 400, folded: 'the framework refuses a request our screens never make (SPEC §8: failures of admin calls "not shown")' },
  METHOD_NOT_ALLOWED: { status: 405, folded: 'the framework refuses a request our screens never make' },
  NOT_ACCEPTABLE: { status: 406, folded: 'the framework refuses a request our screens never make' },
  REQUEST_TIMEOUT: { status: 408, folded: 'a connection too slow to finish: the same advice as any unexpected error, try again' },
  CONFLICT: { status: 409, folded: 'the framework refuses a request our screens never make; domain conflicts have their own codes' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, folded: 'the framework refuses a request our screens never make' },
  INTERNAL_ERROR: { status: 500, text: 'Hiba történt a szerveren. Kérjük, próbáld újra később.' },
  // The server is at a limit of its own (the live streams' global cap): try again after Retry-After
  SERVICE_UNAVAILABLE: { status: 503, text: 'A szerver most túlterhelt. Kérjük, próbáld újra néhány perc múlva.' },
} as const satisfies Record<string, ErrorEntry>;

export type PlatformErrorCode = keyof typeof PLATFORM_ERRORS;

/** Every code of a VALIDATION_FAILED's `errors[].code`: `FieldError` takes only these. */
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
  'arrayMinSize',
  'arrayUnique',
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

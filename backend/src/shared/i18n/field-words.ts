/**
 * Values in words that belong to no one module: what the admin screens, the histories, the trail and
 * its export write for a flag, an empty field or an unknown name, so no code or English word reaches a
 * person. A module's own statuses and types have their words in its `domain/<module>.texts.ts`
 * (collected as `FIELD_WORDS` in `module-lists/record-texts.ts`).
 */

export const YES = 'igen';
export const NO = 'nem';
/** A field with nothing in it. */
export const EMPTY_VALUE = '(üres)';
/** A service without a limit on its seats. */
export const NO_LIMIT = 'nincs';
/** A service's picture: its address names a stored file, never worth showing. */
export const UPLOADED_IMAGE = 'feltöltött kép';
/** After a value replaced by one that reads the same (another image, a file of the same name). */
export const replacedValue = (words: string) => `${words} (új)`;

/** A school as the user edit form shows it: its name and OM id. */
export const schoolText = (name: string, om: string) => `${name} (OM ${om})`;

/** An id whose school, service or partner site is not (or no longer) known: never the id itself. */
export const UNKNOWN_NAMED = { school: 'ismeretlen iskola', service: 'ismeretlen szolgáltatás', partner: 'ismeretlen partneroldal' } as const;

/**
 * The formats of SPEC §5 that both sides check: the server's DTOs refuse anything else, and the forms
 * check first so a form rarely round-trips.
 */
export const PHONE = /^[0-9+()\-/ ]{6,}$/;
/** Hungarian postcodes have four digits. */
export const ZIP = /^\d{4}$/;
/** A school's OM id (intézményi azonosító). */
export const SCHOOL_OM = /^\d{6}$/;
/** Numeric; the 11-digit checksum is only a hint (education-id.ts), so other lengths are accepted. */
export const EDUCATION_ID = /^\d{1,20}$/;
export const MIN_PASSWORD_LENGTH = 8;

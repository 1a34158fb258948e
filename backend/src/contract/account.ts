import type { SchoolView } from './schools';

/**
 * Signing in and the single-use links (SPEC §7 "Public and account": /user/login, the verify and
 * set-password calls, /user/password-reset-request, /user/checkemailtaken, /user/create).
 */

/** POST /user/login */
export interface LogInBody {
  email: string;
  password: string;
  /** A 30-day token instead of 12 hours (DESIGN §5). */
  stayLoggedIn?: boolean;
}

/** A session token, answered by login and by setting the password of an activation link. */
export interface SessionToken {
  jwt: string;
}

/** POST /user/password-reset-request, /user/checkemailtaken */
export interface EmailBody {
  email: string;
}

/** POST /user/checkemailtaken: is there an account (or application) with this e-mail already? */
export interface EmailTaken {
  taken: boolean;
}

/** The code of a mailed link (`q`). */
export interface CodeBody {
  q: string;
}

/** POST /user/setpassword, /user/password-reset */
export interface CodeAndPasswordBody extends CodeBody {
  password: string;
}

/** POST /user/verifyactivationcode, /user/verifyresetcode: whose link it is. */
export interface CodeOwnerEmail {
  email: string;
}

/**
 * POST /user/verifycompletioncode: the completion page greets the member by first name and starts
 * from what staff imported (issue 41 §4): the phone ('' when none), the OM id ('' when none) and the
 * school it names in the reference data (null when none or unknown).
 */
export interface CompletionCodeOwner extends CodeOwnerEmail {
  firstName: string;
  phone: string;
  schoolOm: string;
  school: SchoolView | null;
}

/** POST /user/complete-signup: an imported member's missing data and password. */
export interface CompleteSignupBody extends CodeAndPasswordBody {
  schoolOm: string;
  /** The school picked (issue 41 §4); without it, the school the OM id names, when known. */
  schoolId?: string;
  phone: string;
  personalId: string;
}

/** POST /user/create: the teacher application of SPEC §2 (answers the new member's id). */
export interface TeacherApplicationBody {
  /** The bot-check solution (an ALTCHA payload), named after the original reCAPTCHA field. */
  recaptcha?: string;
  schoolOm: string;
  /** The education id (oktatási azonosító). */
  personalId: string;
  /** The school chosen from the list. */
  schoolId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  zip: string;
  city: string;
}

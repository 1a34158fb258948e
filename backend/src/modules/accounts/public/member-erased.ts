/**
 * What other modules may know of an erasure (DESIGN §3): a PII-free `UserErased` on the `erasures`
 * stream, which every read model handles by dropping the person's rows.
 */
export { ERASURES_STREAM, type UserErased } from '../domain/user.events';

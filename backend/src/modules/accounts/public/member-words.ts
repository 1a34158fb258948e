/**
 * The accounts' words other modules show (issue 39 §5): a member's fields as the forms label them, the
 * teaching levels in the member's own words, and the member's history as codes and sentences. The
 * member-data export and the insights read them here; the frontend reads the domain files directly.
 */
export { TEACHING_LEVEL_TEXTS } from '../domain/accounts.member-words';
export { MEMBER_FIELD_LABELS } from '../domain/accounts.texts';
export { MEMBER_ACTOR_TEXTS, MEMBER_HISTORY_CODES, memberHistorySentence } from '../domain/member-history';

/** The partner sites' words the member-data export repeats: what a partner receives, as the partner window tells the member. */
export { NO_PARTNER_DATA, PARTNER_DATA_MEMBER_TEXTS } from '../domain/partners.member-words';

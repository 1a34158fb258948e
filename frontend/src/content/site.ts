/**
 * Programme-wide facts used in several places (footer, dialogs, contact page, privacy notice).
 * The contact details below are EXAMPLE DATA: replace them with the programme office's real
 * details before going live.
 */
export const site = {
  name: 'IT Tanár Klub',
  operator: 'IT Tanár Klub Egyesület (példa adat)',
  /** Also in the error panels of the mailed links; keep equal to the backend's SUPPORT_EMAIL. */
  supportEmail: 'support@example.org',
  privacyEmail: 'adatvedelem@example.org',
  phone: '+36 1 000 0000',
  phoneHref: 'tel:+3610000000',
  address: '1000 Budapest, Példa utca 1.',
  officeHours: 'Hétköznap 9 és 16 óra között',
  foundedYear: 2016,
};

import { ErrorEntry, failure } from '../../../shared/domain-error';

/** The catalogue's codes, each with its one status and its Hungarian text (DESIGN §5). */
export const CATALOGUE_ERRORS = {
  SERVICE_NOT_FOUND: { status: 404, text: 'A szolgáltatás nem található, lehet, hogy időközben törölték.' },
  SERVICE_EXISTS: { status: 409, folded: 'a freshly generated id already taken: no person can cause it, so it is an unexpected error' },
  SERVICE_INACTIVE: { status: 409, text: 'Erre a szolgáltatásra jelenleg nem lehet jelentkezni.' },
  SERVICE_FULL: { status: 409, text: 'Ez a szolgáltatás betelt.' },
  ALREADY_SIGNED_UP: { status: 409, text: 'Erre a szolgáltatásra már jelentkeztél.' },
  /**
   * No seat to read a sub-page with (SPEC §6 and §8: a 403 offers a jump to the service), and nothing
   * to cancel: one status for both.
   */
  NOT_SIGNED_UP: { status: 403, text: 'Erre a szolgáltatásra nem vagy jelentkezve.' },
  NOT_CANCELABLE: { status: 409, text: 'Erre a szolgáltatásra a jelentkezés nem vonható vissza.' },
  SIGNUP_NOT_FOUND: { status: 404, text: 'A jelentkezés nem található, lehet, hogy időközben törölték.' },
  RADIO_ANSWER_REQUIRED: { status: 400, text: 'Kérjük, válassz a lehetőségek közül.' },
  INVALID_RADIO_ANSWER: { status: 400, text: 'Ez a válasz nem választható.' },
  SERVICE_NAME_REQUIRED: { status: 400, text: 'A szolgáltatás neve nem lehet üres.' },
  INVALID_LIMIT: { status: 400, text: 'A létszámkorlát csak pozitív egész szám lehet.' },
  SUBPAGE_URL_TAKEN: { status: 409, text: 'Ez az oldalcím már foglalt.' },
  SUBPAGE_NOT_FOUND: { status: 404, text: 'A kért oldal nem található.' },
  GROUP_NOT_FOUND: { status: 404, text: 'A kategória nem található, lehet, hogy időközben törölték.' },
  NO_RECIPIENTS: { status: 409, text: 'Nincs kinek elküldeni: ebben a körben most senki sincs.' },
  GROUP_NOT_EMPTY: {
    status: 409,
    text: 'A kategória nem törölhető, mert vannak benne szolgáltatások (az archiváltak is számítanak). Előbb helyezd át őket egy másik kategóriába.',
  },
} as const satisfies Record<string, ErrorEntry>;

const fail = (code: keyof typeof CATALOGUE_ERRORS, details?: Record<string, unknown>) => failure(CATALOGUE_ERRORS, code, details);

export const serviceNotFound = () => fail('SERVICE_NOT_FOUND');
export const serviceExists = () => fail('SERVICE_EXISTS');
export const serviceInactive = () => fail('SERVICE_INACTIVE');
export const serviceFull = () => fail('SERVICE_FULL');
export const alreadySignedUp = () => fail('ALREADY_SIGNED_UP');
/** On a sub-page or its files, the service's name and id, so the screen can offer a jump to it. */
export const notSignedUp = (service?: { name: string; id: string }) => fail('NOT_SIGNED_UP', service);
export const notCancelable = () => fail('NOT_CANCELABLE');
export const signupNotFound = () => fail('SIGNUP_NOT_FOUND');
export const noRecipients = () => fail('NO_RECIPIENTS');
export const radioAnswerRequired = () => fail('RADIO_ANSWER_REQUIRED');
export const invalidRadioAnswer = () => fail('INVALID_RADIO_ANSWER');
export const nameRequired = () => fail('SERVICE_NAME_REQUIRED');
export const invalidLimit = () => fail('INVALID_LIMIT');
export const subPageUrlTaken = () => fail('SUBPAGE_URL_TAKEN');
export const subPageNotFound = () => fail('SUBPAGE_NOT_FOUND');
export const groupNotFound = () => fail('GROUP_NOT_FOUND');
export const groupNotEmpty = () => fail('GROUP_NOT_EMPTY');

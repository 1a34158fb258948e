/** Everything an admin edits on a service (SPEC §3 "Service", §4 "Admin service editing"). */
export interface ServiceSettings {
  name: string;
  /** Short text on the card. */
  description: string;
  /** Long text of the detail dialog; HTML, sanitised before it reaches the decider. */
  text: string;
  image: string;
  /** 0 normal, 1 individual coupon code. */
  type: 0 | 1;
  codeTableName: string;
  codeDescription: string;
  active: boolean;
  hidden: boolean;
  /** null: unlimited. */
  limit: number | null;
  needsApproval: boolean;
  cancelable: boolean;
  waitlistAvailable: boolean;
  waitlistPriorityAvailable: boolean;
  waitlistPriorityDescription: string;
  alwaysAskPriority: boolean;
  signedUpDescription: string;
  radio: boolean;
  radio1Text: string;
  radio2Text: string;
  radio3Text: string;
  radio4Text: string;
  radio5Text: string;
  emailSubject: string;
  emailText: string;
  cancelEmailSubject: string;
  cancelEmailText: string;
  waitlistEmailSubject: string;
  waitlistEmailText: string;
  hasSubPage: boolean;
  subPagePublic: boolean;
  subPageUrl: string;
  /** HTML, sanitised before it reaches the decider. */
  subPageText: string;
}

export const DEFAULT_SERVICE_NAME = 'Új szolgáltatás';

/** A new service is hidden and inactive, so members never meet a half-written card. */
export const DEFAULT_SETTINGS: ServiceSettings = {
  name: DEFAULT_SERVICE_NAME,
  description: '',
  text: '',
  image: '',
  type: 0,
  codeTableName: '',
  codeDescription: '',
  active: false,
  hidden: true,
  limit: null,
  needsApproval: false,
  cancelable: true,
  waitlistAvailable: false,
  waitlistPriorityAvailable: false,
  waitlistPriorityDescription: '',
  alwaysAskPriority: false,
  signedUpDescription: '',
  radio: false,
  radio1Text: '',
  radio2Text: '',
  radio3Text: '',
  radio4Text: '',
  radio5Text: '',
  emailSubject: '',
  emailText: '',
  cancelEmailSubject: '',
  cancelEmailText: '',
  waitlistEmailSubject: '',
  waitlistEmailText: '',
  hasSubPage: false,
  subPagePublic: false,
  subPageUrl: '',
  subPageText: '',
};

export type SettingsChanges = Partial<ServiceSettings>;

export const RADIO_VALUES = [1, 2, 3, 4, 5] as const;

/** The radio options a member may pick: 1–5 with text, and 4–5 only while option 3 has text (SPEC §9). */
export function radioOptions(settings: ServiceSettings): number[] {
  const texts = [settings.radio1Text, settings.radio2Text, settings.radio3Text, settings.radio4Text, settings.radio5Text];
  const hasThird = texts[2].trim() !== '';
  return RADIO_VALUES.filter((value) => texts[value - 1].trim() !== '' && (value <= 3 || hasThird));
}

type RadioTexts = Pick<ServiceSettings, 'radio1Text' | 'radio2Text' | 'radio3Text' | 'radio4Text' | 'radio5Text'>;

/** A chosen answer in the service's own words; null when none was chosen, or its words have since been cleared. */
export function radioAnswerText(settings: RadioTexts, answer: number | null): string | null {
  if (answer === null) return null;
  const text = (settings as Partial<Record<string, string>>)[`radio${answer}Text`];
  return text?.trim() ? text : null;
}

/** Answers of the platform's own calls: health, download tokens, the bot check. */

/** GET /health */
export interface Health {
  status: 'ok';
}

/** GET /materials/downloadtoken: a 60-second token appended to download links as `?token=`. */
export interface DownloadToken {
  token: string;
}

/** GET /bot-check/challenge with ALTCHA: the proof-of-work the invisible check solves. */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** GET /bot-check/challenge when ALTCHA is not used: which check the form runs instead. */
export interface OtherBotCheck {
  provider: 'recaptcha' | 'off';
}

export type BotCheckChallenge = AltchaChallenge | OtherBotCheck;

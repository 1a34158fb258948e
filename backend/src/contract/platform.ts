/** Answers of the platform's own calls: health, download tokens, the bot check. */

/** GET /health */
export interface Health {
  status: 'ok';
}

/** One dependency of the process, as a readiness check found it. */
export interface DependencyCheck {
  status: 'up' | 'down';
  /** Why it is down, in the operator's words. */
  message?: string;
  /** Events the read models (or the slowest reactor) are behind the log. */
  lag?: number;
  /** Jobs waiting, delayed or being retried (the queue's check). */
  depth?: number;
  /** The lease's check: whether this worker holds the worker lease (runs the projections and reactors) or stands by. */
  held?: boolean;
}

/**
 * GET /health/live (the process answers) and GET /health/ready (it can serve: the event log and the
 * read models reachable, the projections not too far behind); 503 with the same shape when not.
 * The shape @nestjs/terminus answers, so probes and dashboards written for it read it as they are.
 */
export interface HealthReport {
  status: 'ok' | 'error';
  /** Every check, up or down. */
  details: Record<string, DependencyCheck>;
  /** The checks that are up. */
  info: Record<string, DependencyCheck>;
  /** The checks that are down. */
  error: Record<string, DependencyCheck>;
}

/** GET /materials/downloadtoken?path=…: the link the token is for (an export or a file of this site). */
export interface DownloadTokenQuery {
  /** The one link the token opens; without it, the first link it is used on (SPEC's plain call). */
  path?: string;
}

/**
 * GET /materials/downloadtoken: a 60-second token appended to the one download link it was asked for
 * as `?token=`; it opens that link once, while the session that asked for it lasts.
 */
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

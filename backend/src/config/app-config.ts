export type EventStoreKind = 'sqlite' | 'kurrentdb';
export type ReadStoreKind = 'memory' | 'sqlite' | 'mongo';
export type QueueKind = 'inline' | 'bullmq';
export type MailKind = 'outbox' | 'smtp';
export type FilesKind = 'disk' | 'gridfs';
export type BotCheckKind = 'altcha' | 'recaptcha' | 'off';
export type Role = 'all' | 'api' | 'worker';

/** The one typed configuration object; built by loadConfig() from the environment. */
export interface AppConfig {
  nodeEnv: string;
  /** `json`: one JSON object per log line (production's default); `text`: Nest's console lines. */
  logFormat: 'json' | 'text';
  /** A JSON line per answered request (off by default: the reverse proxy's access log usually has them). */
  logRequests: boolean;
  port: number;
  dataDir: string;
  publicUrl: string;
  /** Where the built SPA lives; served at / with history fallback when it exists. */
  staticDir: string;
  jwtSecret: string;
  /** Signs partner sign-in assertions (ES256); its public half is served at /.well-known/jwks.json. */
  partnerSigningKey: JsonWebKey;
  adminEmail: string;
  /** null: generate one on first start and print it once. */
  adminPassword: string | null;
  seedDemo: boolean;
  siteName: string;
  supportEmail: string;
  staffEmail: string;
  mailFrom: string;
  eventStore: EventStoreKind;
  kurrentDbUrl: string | null;
  readStore: ReadStoreKind;
  mongoUrl: string | null;
  queue: QueueKind;
  redisUrl: string | null;
  mail: MailKind;
  smtpUrl: string | null;
  files: FilesKind;
  botCheck: BotCheckKind;
  recaptchaSecret: string | null;
  role: Role;
  /**
   * Which X-Forwarded-For entries to believe: false (none: the connection's address), a number of
   * proxy hops in front of the app, or the proxies' own addresses and ranges (comma-separated).
   */
  trustProxy: false | number | string;
  /** Sign-in attempts allowed per client address and minute. */
  loginRateLimit: number;
  /**
   * Live streams (GET /api/live) this process keeps open at once, for every member together; one more
   * is answered 503 with Retry-After. Each holds a socket for as long as a tab is open.
   */
  liveStreamLimit: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

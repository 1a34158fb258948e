import { hkdfSync } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { AltchaChallenge } from '../../contract/platform';
import { Clock } from '../clock/clock';
import { BotCheck, botCheckFailed, MAX_SOLUTION_LENGTH } from './bot-check.port';
import { SpentSolutions } from './spent-solutions';

export interface AltchaOptions {
  /** Upper bound of the secret number: the client tries ~half of it on average (50,000 ≈ 0.1–0.5 s). */
  maxNumber?: number;
  ttlMs?: number;
}

const ALGORITHM = 'SHA-256';

/** What the v1 widget (and solver) sends, base64-encoded JSON. */
interface Payload {
  algorithm: typeof ALGORITHM;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The HMAC key of the challenges, derived from JWT_SECRET so that no second secret must be configured. */
export const altchaHmacKey = (jwtSecret: string) => Buffer.from(hkdfSync('sha256', jwtSecret, '', 'altcha', 32)).toString('hex');

/** Self-hosted proof of work (ALTCHA v1 protocol): invisible, no third party sees the visitor. */
export class AltchaBotCheck extends BotCheck {
  private readonly maxNumber: number;
  private readonly ttlMs: number;

  constructor(
    private readonly hmacKey: string,
    private readonly clock: Clock,
    private readonly spent: SpentSolutions,
    options: AltchaOptions = {},
  ) {
    super();
    this.maxNumber = options.maxNumber ?? 50_000;
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
  }

  async challenge(): Promise<AltchaChallenge> {
    const expires = new Date(this.clock.now().getTime() + this.ttlMs);
    const { algorithm, challenge, maxnumber, salt, signature } = await createChallenge({
      algorithm: ALGORITHM,
      hmacKey: this.hmacKey,
      maxNumber: this.maxNumber,
      expires,
    });
    return { algorithm, challenge, maxnumber: maxnumber ?? this.maxNumber, salt, signature };
  }

  async verify(solution: string | undefined | null): Promise<void> {
    const payload = parsePayload(solution);
    if (!payload) throw botCheckFailed();
    // Our own expiry check on the injected clock; the salt carrying `expires` is covered by the signature.
    const expires = Number(extractParams(payload).expires) * 1000;
    if (!Number.isFinite(expires) || expires <= this.clock.now().getTime()) throw botCheckFailed();
    const genuine = await verifySolution(payload, this.hmacKey, false).catch(() => false);
    if (!genuine || !(await this.spent.claim(payload.signature, new Date(expires)))) throw botCheckFailed();
  }
}

/** The widget sends base64(JSON); anything else, or a payload of the wrong shape, is refused. */
function parsePayload(solution: string | undefined | null): Payload | null {
  if (typeof solution !== 'string' || solution.length === 0 || solution.length > MAX_SOLUTION_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  const p = value as Partial<Payload> | null;
  const ok =
    typeof p === 'object' &&
    p !== null &&
    p.algorithm === ALGORITHM &&
    typeof p.challenge === 'string' &&
    typeof p.salt === 'string' &&
    typeof p.signature === 'string' &&
    Number.isSafeInteger(p.number) &&
    (p.number as number) >= 0;
  return ok ? (p as Payload) : null;
}

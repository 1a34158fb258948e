import { createHash, createHmac, createPrivateKey, hkdfSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../platform/tokens';

/** How long a partner may take to verify an assertion: the window closes at once. */
export const ASSERTION_SECONDS = 120;

export interface AssertionClaims {
  audience: string;
  partnerId: string;
  userId: string;
  nonce?: string;
  /** Only what the member granted: name, email, school, city. */
  shared: Record<string, string>;
}

export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs partner sign-in assertions (a compact JWS, ES256, `kid` in the header) with the key of
 * PARTNER_SIGNING_KEY or DATA_DIR, and publishes its public half. node:crypto does the signing (the
 * signature in the IEEE P1363 form JWS wants), so the server needs no ESM-only library at run time;
 * partners and our tests verify with `jose`. `sub` is pairwise: the same member is a different,
 * stable id at each partner, so partners cannot join their users up.
 */
@Injectable()
export class AssertionSigner {
  private readonly key: KeyObject;
  private readonly pairwiseKey: Buffer;
  readonly publicJwk: PublicJwk;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { x, y } = config.partnerSigningKey as { x: string; y: string };
    this.key = createPrivateKey({ key: config.partnerSigningKey as never, format: 'jwk' });
    // RFC 7638 thumbprint: the required members, in lexicographic order, without spaces.
    const kid = createHash('sha256').update(JSON.stringify({ crv: 'P-256', kty: 'EC', x, y })).digest('base64url');
    this.publicJwk = { kty: 'EC', crv: 'P-256', x, y, kid, alg: 'ES256', use: 'sig' };
    this.pairwiseKey = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', 'partner-pairwise-sub', 32));
  }

  pairwiseSub(partnerId: string, userId: string): string {
    return createHmac('sha256', this.pairwiseKey).update(`${partnerId}:${userId}`).digest('base64url');
  }

  sign({ audience, partnerId, userId, nonce, shared }: AssertionClaims, now: Date): string {
    const iat = Math.floor(now.getTime() / 1000);
    const header = { alg: 'ES256', typ: 'JWT', kid: this.publicJwk.kid };
    const payload = {
      iss: this.config.publicUrl,
      aud: audience,
      sub: this.pairwiseSub(partnerId, userId),
      iat,
      exp: iat + ASSERTION_SECONDS,
      jti: randomUUID(),
      ...(nonce ? { nonce } : {}),
      ...shared,
    };
    const signingInput = `${base64url(header)}.${base64url(payload)}`;
    const signature = sign('sha256', Buffer.from(signingInput), { key: this.key, dsaEncoding: 'ieee-p1363' });
    return `${signingInput}.${signature.toString('base64url')}`;
  }

  jwks(): { keys: PublicJwk[] } {
    return { keys: [this.publicJwk] };
  }
}

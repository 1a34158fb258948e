/** What the client reads from the token payload. The signature is checked by the server only. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  nickName: string;
  admin: boolean;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes); // names carry Hungarian accents: decode as UTF-8
}

/** Decodes the payload; null when the token is malformed or already expired. */
export function decodeSessionUser(token: string, nowMs: number = Date.now()): SessionUser | null {
  try {
    const payload = JSON.parse(decodeBase64Url(token.split('.')[1] ?? '')) as Record<string, unknown>;
    const exp = typeof payload.exp === 'number' ? payload.exp : 0;
    if (exp * 1000 <= nowMs) return null;
    return {
      id: String(payload.sub ?? ''),
      email: String(payload.email ?? ''),
      firstName: String(payload.firstName ?? ''),
      nickName: String(payload.nickName ?? ''),
      admin: payload.admin === true,
      exp,
    };
  } catch {
    return null;
  }
}

/** The name the club greets the member with. */
export function displayName(user: Pick<SessionUser, 'nickName' | 'firstName'>): string {
  return user.nickName.trim() || user.firstName;
}

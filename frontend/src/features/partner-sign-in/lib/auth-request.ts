/** What a partner sends to /auth (SPEC §2): its page URL in `post`, and optionally `state` and `nonce`. */
export interface AuthRequest {
  post: string;
  state: string | null;
  nonce: string | null;
}

/** The request, or null when `post` is missing or not an http(s) URL (then nothing is posted anywhere). */
export function readAuthRequest(search: URLSearchParams): AuthRequest | null {
  const post = search.get('post')?.trim() ?? '';
  try {
    const url = new URL(post);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { post, state: search.get('state'), nonce: search.get('nonce') };
}

/** The answer posted to the partner (the OAuth web-message response mode). */
export type AuthorizationResponse =
  | { type: 'authorization_response'; response: { id_token: string; state?: string } }
  | { type: 'authorization_response'; response: { error: 'access_denied'; state?: string } };

/** Posts to the opener, only ever to the partner's registered origin (never '*'), and closes the window. */
export function answerPartner(message: AuthorizationResponse, origin: string): void {
  window.opener?.postMessage(message, origin);
  window.close();
}

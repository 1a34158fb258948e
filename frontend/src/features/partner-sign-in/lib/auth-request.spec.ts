import { describe, expect, it } from 'vitest';
import { readAuthRequest } from './auth-request';

describe('the /auth request', () => {
  it('reads the partner page, state and nonce', () => {
    expect(readAuthRequest(new URLSearchParams('post=https%3A%2F%2Fakademia.example%2Fbelepes&state=s1&nonce=n1'))).toEqual({
      post: 'https://akademia.example/belepes',
      state: 's1',
      nonce: 'n1',
    });
  });

  it('is refused when post is missing or not an http(s) address', () => {
    for (const query of ['', 'post=', 'post=nem%20url', 'post=javascript%3Aalert(1)', 'post=data%3Atext%2Fhtml%2Cx']) {
      expect(readAuthRequest(new URLSearchParams(query))).toBeNull();
    }
  });
});

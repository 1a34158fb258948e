import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/test-utils';
import { solveBotCheck } from './bot-check';

const HMAC_KEY = 'teszt-kulcs';

describe('invisible bot check (ALTCHA)', () => {
  it('solves the server\'s challenge into the payload the server verifies', async () => {
    const challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 2_000, algorithm: 'SHA-256' });
    mockApi({ 'GET /api/bot-check/challenge': () => jsonResponse(200, challenge) });

    const recaptcha = await solveBotCheck();

    const payload = JSON.parse(atob(recaptcha));
    expect(payload).toMatchObject({ algorithm: 'SHA-256', challenge: challenge.challenge, salt: challenge.salt, signature: challenge.signature });
    expect(await verifySolution(payload, HMAC_KEY, false)).toBe(true);
  });

  it('answers "off" when the server has the bot check switched off', async () => {
    mockApi({ 'GET /api/bot-check/challenge': () => jsonResponse(200, { provider: 'off' }) });
    expect(await solveBotCheck()).toBe('off');
  });

  it('fails when the challenge cannot be fetched', async () => {
    mockApi({ 'GET /api/bot-check/challenge': () => new Response('Service Unavailable', { status: 503 }) });
    await expect(solveBotCheck()).rejects.toMatchObject({ status: 503 });
  });
});

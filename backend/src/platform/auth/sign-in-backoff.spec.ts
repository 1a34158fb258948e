import { BACKOFF, SignInBackoff } from './sign-in-backoff';

describe('per-account sign-in backoff', () => {
  const account = 'anna@example.org';
  const failTimes = (backoff: SignInBackoff, times: number, at: number) => {
    for (let i = 0; i < times; i++) backoff.failed(account, at);
  };

  it('lets the first five wrong passwords through at once', () => {
    const backoff = new SignInBackoff();
    failTimes(backoff, 4, 0);
    expect(backoff.waitFor(account, 0)).toBe(0);
  });

  it('then makes each further attempt wait twice as long, up to fifteen minutes', () => {
    const backoff = new SignInBackoff();
    failTimes(backoff, 5, 0);
    expect(backoff.waitFor(account, 0)).toBe(30_000);
    expect(backoff.waitFor(account, 20_000)).toBe(10_000);
    backoff.failed(account, 30_000);
    expect(backoff.waitFor(account, 30_000)).toBe(60_000);
    failTimes(backoff, 10, 90_000);
    expect(backoff.waitFor(account, 90_000)).toBe(BACKOFF.maxWaitMs);
  });

  it('forgets after a success, or after a quiet day', () => {
    const backoff = new SignInBackoff();
    failTimes(backoff, 7, 0);
    backoff.succeeded(account);
    expect(backoff.waitFor(account, 0)).toBe(0);
    failTimes(backoff, 7, 0);
    expect(backoff.waitFor(account, BACKOFF.forgetAfterMs + 1)).toBe(0);
  });

  it('counts each account on its own', () => {
    const backoff = new SignInBackoff();
    failTimes(backoff, 9, 0);
    expect(backoff.waitFor('bela@example.org', 0)).toBe(0);
  });
});

import { solveChallenge } from 'altcha-lib/v1';
import { ValidationFailed } from '../../shared/domain-error';
import { Clock, UuidGenerator } from '../clock/clock';
import { MemoryReadStore } from '../read-store/memory.read-store';
import { AltchaChallenge } from '../../contract/platform';
import { altchaHmacKey, AltchaBotCheck } from './altcha.bot-check';
import { SpentSolutions } from './spent-solutions';

class FakeClock extends Clock {
  constructor(public time = new Date('2026-11-21T10:00:00Z')) {
    super();
  }
  now(): Date {
    return this.time;
  }
  advance(ms: number): void {
    this.time = new Date(this.time.getTime() + ms);
  }
}

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

async function solve(challenge: AltchaChallenge): Promise<Record<string, unknown>> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('unsolvable challenge');
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return { algorithm, challenge: hash, number: solution.number, salt, signature };
}

function setUp(secret = 'a-jwt-secret-that-is-long-enough-for-tests') {
  const clock = new FakeClock();
  const spent = new SpentSolutions(new MemoryReadStore(), clock, new UuidGenerator());
  const botCheck = new AltchaBotCheck(altchaHmacKey(secret), clock, spent, { maxNumber: 1000 });
  return { clock, botCheck };
}

async function refusal(promise: Promise<void>): Promise<unknown> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationFailed);
  expect((error as ValidationFailed).errors).toEqual([{ field: 'recaptcha', code: 'botCheckFailed' }]);
  return error;
}

describe('ALTCHA bot check', () => {
  it('issues a SHA-256 challenge that expires in 10 minutes', async () => {
    const { botCheck, clock } = setUp();
    const challenge = await botCheck.challenge();
    expect(challenge).toEqual({ algorithm: 'SHA-256', challenge: expect.any(String), maxnumber: 1000, salt: expect.any(String), signature: expect.any(String) });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBe(clock.now().getTime() + 10 * 60_000);
  });

  it('accepts a genuine solution once and refuses it when replayed', async () => {
    const { botCheck } = setUp();
    const solution = encode(await solve(await botCheck.challenge()));
    await expect(botCheck.verify(solution)).resolves.toBeUndefined();
    await refusal(botCheck.verify(solution));
  });

  it('lets only one of two simultaneous uses of one solution through', async () => {
    const { botCheck } = setUp();
    const solution = encode(await solve(await botCheck.challenge()));
    const results = await Promise.allSettled([botCheck.verify(solution), botCheck.verify(solution)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses a wrong number, a forged signature and a challenge signed with another key', async () => {
    const { botCheck } = setUp();
    const payload = await solve(await botCheck.challenge());
    await refusal(botCheck.verify(encode({ ...payload, number: (payload.number as number) + 1 })));
    await refusal(botCheck.verify(encode({ ...payload, signature: 'f'.repeat(64) })));
    const other = setUp('another-secret-of-some-other-installation');
    await refusal(botCheck.verify(encode(await solve(await other.botCheck.challenge()))));
    // The genuine one still works: refusals spend nothing.
    await expect(botCheck.verify(encode(payload))).resolves.toBeUndefined();
  });

  it('refuses a solution that arrives after the challenge expired', async () => {
    const { botCheck, clock } = setUp();
    const solution = encode(await solve(await botCheck.challenge()));
    clock.advance(10 * 60_000 + 1);
    await refusal(botCheck.verify(solution));
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['garbage', 'not base64 at all %%%'],
    ['base64 of something else', Buffer.from('hello').toString('base64')],
    ['a JSON null', encode(null as unknown as object)],
    ['another algorithm', encode({ algorithm: 'MD5', challenge: 'x', number: 1, salt: 'a?expires=9999999999&', signature: 'x' })],
    ['an oversized payload', 'A'.repeat(100_000)],
  ])('refuses %s', async (_name, solution) => {
    const { botCheck } = setUp();
    await refusal(botCheck.verify(solution as string | undefined | null));
  });
});

import { randomBytes } from 'node:crypto';
import { PASSWORD_GUESSES } from './guess-policy';
import type { GuessStore } from './guess-store.port';

export interface GuessStoreFixture {
  /** Two handles on one store: two api replicas, or the same process twice. */
  stores: [GuessStore, GuessStore];
  cleanup(): Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What every guess store owes (issue 38 §1): the policy's waits, atomic under any burst, shared. */
export function guessStoreAdapterSuite(name: string, open: () => Promise<GuessStoreFixture>): void {
  describe(`guess store: ${name}`, () => {
    let fixture: GuessStoreFixture;
    const key = () => `account-${randomBytes(6).toString('hex')}`;
    beforeAll(async () => {
      fixture = await open();
    });
    afterAll(() => fixture.cleanup());

    it('lets the free attempts through, then makes each further one wait twice as long, up to the ceiling', async () => {
      const [store] = fixture.stores;
      const account = key();
      for (let i = 0; i < 5; i++) expect(await store.take(account, PASSWORD_GUESSES, 1_000)).toBe(0);
      expect(await store.take(account, PASSWORD_GUESSES, 1_000)).toBe(30_000);
      expect(await store.take(account, PASSWORD_GUESSES, 21_000)).toBe(10_000);
      expect(await store.take(account, PASSWORD_GUESSES, 31_000)).toBe(0);
      expect(await store.take(account, PASSWORD_GUESSES, 31_000)).toBe(60_000);
      for (let at = 91_000, i = 0; i < 8; i++, at += PASSWORD_GUESSES.maxWaitMs) await store.take(account, PASSWORD_GUESSES, at);
      expect(await store.take(account, PASSWORD_GUESSES, 10_000_000)).toBeLessThanOrEqual(PASSWORD_GUESSES.maxWaitMs);
    });

    it('counts at most the free number however many attempts arrive at once, on both handles together', async () => {
      const [one, two] = fixture.stores;
      const account = key();
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).take(account, PASSWORD_GUESSES, 5_000)));
      expect(answers.filter((wait) => wait === 0)).toHaveLength(5);
      expect(answers.filter((wait) => wait > 0).every((wait) => wait === 30_000)).toBe(true);
    });

    it('forgets a key after a success, or after a quiet day, and keeps keys apart', async () => {
      const [one, two] = fixture.stores;
      const [account, other] = [key(), key()];
      for (let i = 0; i < 6; i++) await one.take(account, PASSWORD_GUESSES, 0);
      expect(await two.take(other, PASSWORD_GUESSES, 0)).toBe(0);
      await two.forget(account);
      expect(await one.take(account, PASSWORD_GUESSES, 0)).toBe(0);
      for (let i = 0; i < 6; i++) await one.take(account, PASSWORD_GUESSES, 0);
      expect(await one.take(account, PASSWORD_GUESSES, PASSWORD_GUESSES.forgetAfterMs + 1)).toBe(0);
    });

    it('remembers a fact on both handles until its time is up', async () => {
      const [one, two] = fixture.stores;
      const fact = key();
      expect(await two.remembers(fact, Date.now())).toBe(false);
      await one.remember(fact, 60, Date.now());
      expect(await two.remembers(fact, Date.now())).toBe(true);
      await sleep(150);
      expect(await two.remembers(fact, Date.now())).toBe(false);
    });
  });
}

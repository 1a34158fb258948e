import pino from 'pino';
import { FLUSH_MS, LogLines } from './log-lines';

describe('log lines kept through a crash (issue 38 §10)', () => {
  let writes: string[];
  let logger: pino.Logger;
  const written = () => writes.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line).msg);

  beforeEach(() => {
    jest.useFakeTimers();
    writes = [];
    logger = pino({ level: 'info' }, new LogLines({ write: (text) => writes.push(text) }));
  });
  afterEach(() => jest.useRealTimers());

  it('writes a warning at once, after the lines waiting before it, in one write', () => {
    logger.info('started');
    logger.info('mail written');
    expect(writes).toEqual([]);
    logger.warn('job failed');
    expect(written()).toEqual(['started', 'mail written', 'job failed']);
    expect(writes).toHaveLength(1);
    logger.error('worse');
    expect(written()).toEqual(['started', 'mail written', 'job failed', 'worse']);
  });

  it('writes an info line within FLUSH_MS, the lines of a burst together', () => {
    logger.info('one');
    jest.advanceTimersByTime(FLUSH_MS / 2);
    logger.info('two');
    expect(writes).toEqual([]);
    jest.advanceTimersByTime(FLUSH_MS / 2);
    expect(written()).toEqual(['one', 'two']);
    expect(writes).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('writes 4 KB of waiting lines without waiting for the timer', () => {
    for (let i = 0; i < 100; i++) logger.info(`request ${i} ${'x'.repeat(40)}`);
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.every((text) => text.length < 4096 + 200)).toBe(true);
    jest.advanceTimersByTime(FLUSH_MS);
    expect(written()).toHaveLength(100);
  });
});

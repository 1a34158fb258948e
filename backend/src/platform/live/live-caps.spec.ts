import { toErrorBody } from '../http/http-errors.filter';
import { LiveCaps, RETRY_AFTER_SECONDS, STREAMS_PER_MEMBER } from './live-caps';

/** What the refused tab is answered: the error body and how long to wait. */
function refusal(open: () => unknown): { body: unknown; retryAfter: unknown } {
  try {
    open();
  } catch (error) {
    return { body: toErrorBody(error), retryAfter: (error as { details: { retryAfter?: unknown } }).details.retryAfter };
  }
  throw new Error('the stream was let in');
}

describe('the caps on live streams', () => {
  it('lets a member open one stream per tab, six in all, and answers a seventh 429 with Retry-After', () => {
    const caps = new LiveCaps(100);
    for (let tab = 0; tab < STREAMS_PER_MEMBER; tab++) caps.take('anna');
    expect(STREAMS_PER_MEMBER).toBe(6);
    expect(refusal(() => caps.take('anna'))).toEqual({ body: { statusCode: 429, message: 'TOO_MANY_REQUESTS' }, retryAfter: RETRY_AFTER_SECONDS.member });
    // Another member is not held back by Anna's tabs.
    expect(() => caps.take('bela')).not.toThrow();
  });

  it('frees a slot when a stream closes, once however often its closing is reported', () => {
    const caps = new LiveCaps(100);
    const releases = Array.from({ length: STREAMS_PER_MEMBER }, () => caps.take('anna'));
    releases[0]();
    releases[0]();
    expect(caps.open('anna')).toBe(STREAMS_PER_MEMBER - 1);
    expect(caps.open()).toBe(STREAMS_PER_MEMBER - 1);
    caps.take('anna');
    expect(() => caps.take('anna')).toThrow();
    for (const release of releases.slice(1)) release();
    expect(caps.open('anna')).toBe(1);
  });

  it('answers 503 with Retry-After once the server holds its limit of streams, for every member, until one closes', () => {
    const caps = new LiveCaps(3);
    const first = caps.take('anna');
    caps.take('bela');
    caps.take('cili');
    expect(refusal(() => caps.take('dora'))).toEqual({ body: { statusCode: 503, message: 'SERVICE_UNAVAILABLE' }, retryAfter: RETRY_AFTER_SECONDS.server });
    first();
    expect(() => caps.take('dora')).not.toThrow();
  });

  it("counts a member's own cap before the server's: a member at six is told to close a tab, not that the server is full", () => {
    const caps = new LiveCaps(STREAMS_PER_MEMBER);
    for (let tab = 0; tab < STREAMS_PER_MEMBER; tab++) caps.take('anna');
    expect(refusal(() => caps.take('anna')).body).toMatchObject({ statusCode: 429 });
    expect(refusal(() => caps.take('bela')).body).toMatchObject({ statusCode: 503 });
  });
});

import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ActiveUserLookup, SessionUser } from '../auth/session';
import { SessionTokens, VerifiedSession } from '../auth/session-tokens';
import { EventStore } from '../event-store/event-store.port';
import { LiveCaps, STREAMS_PER_MEMBER } from './live-caps';
import { LiveController } from './live.controller';
import { LiveNotices } from './live-notices';

/** The raw response a stream is written to, as far as the controller uses it. */
class Written extends EventEmitter {
  status: number | null = null;
  text = '';
  writableEnded = false;
  writeHead(status: number) {
    this.status = status;
  }
  write(text: string) {
    this.text += text;
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
}

/** The read model as the guards read it: Anna is active until the test ends her sessions. */
class Accounts extends ActiveUserLookup {
  active = true;
  async findActive(userId: string): Promise<SessionUser | null> {
    return this.active ? { id: userId, email: `${userId}@example.org`, admin: false, sessionVersion: 0 } : null;
  }
}

function streams() {
  const tokens = { verify: async (token: string) => (token === 'anna-token' ? ({ sub: 'anna', iat: 1, exp: 2 } as VerifiedSession) : null) } as unknown as SessionTokens;
  const store = { headPosition: async () => 0, subscribeToAll: () => ({ failure: null, close: async () => undefined }) } as unknown as EventStore;
  const notices = new LiveNotices(store, { waitFor: async () => true });
  const caps = new LiveCaps(100);
  const accounts = new Accounts();
  const controller = new LiveController(notices, caps, tokens, accounts);
  const open = () => {
    const raw = new Written();
    const reply = { hijack: () => undefined, getHeaders: () => ({}), raw } as unknown as FastifyReply;
    const request = { headers: { authorization: 'Bearer anna-token' } } as unknown as FastifyRequest;
    controller.stream({ id: 'anna', email: 'anna@example.org', admin: false, sessionVersion: 0 }, request, reply);
    return raw;
  };
  return { open, caps, accounts, notices };
}

describe('GET /api/live', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('checks the session again on every heartbeat, and ends the stream saying so once it has ended', async () => {
    const { open, accounts, caps } = streams();
    const raw = open();
    await jest.advanceTimersByTimeAsync(25_000);
    expect(raw.text).toBe(': connected\n\n: ping\n\n');
    expect(raw.writableEnded).toBe(false);

    accounts.active = false;
    await jest.advanceTimersByTimeAsync(25_000);
    expect(raw.text).toBe(': connected\n\n: ping\n\n: ping\n\ndata: {"topic":"sessionEnded"}\n\n');
    expect(raw.writableEnded).toBe(true);
    expect(caps.open('anna')).toBe(0);
  });

  it('refuses the seventh stream of a member before writing anything, and lets one in again once a tab closes', () => {
    const { open, caps } = streams();
    const tabs = Array.from({ length: STREAMS_PER_MEMBER }, open);
    expect(() => open()).toThrow(expect.objectContaining({ code: 'TOO_MANY_REQUESTS' }));
    tabs[0].emit('close');
    expect(caps.open('anna')).toBe(STREAMS_PER_MEMBER - 1);
    expect(open().status).toBe(200);
  });

  it('stops following a closed tab: no heartbeat, no notices', async () => {
    const { open, notices } = streams();
    const raw = open();
    expect(notices.listening).toBe(1);
    raw.emit('close');
    expect(notices.listening).toBe(0);
    await jest.advanceTimersByTimeAsync(25_000);
    expect(raw.text).toBe(': connected\n\n');
  });
});

import fc from 'fast-check';
import { EventStore } from '../../backend/src/platform/event-store/event-store.port';
import { api, bootApp, logIn, TestApp } from '../api/support/boot';
import { importSchools, registeredMember } from '../api/support/members';
import { junkHeaders, Operation, operationsOf, pathParam, queryString, rawBodyFor } from './openapi-requests';

/** Fixed, so a failure can be replayed: fast-check prints it with the counterexample. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Requests per CI run, spread evenly over the document's operations (at least this many in all). */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
/**
 * Left out on purpose: they end the personas' own sessions (sign out everywhere, erasing oneself with
 * the right password cannot be guessed), which would only make the rest of the run anonymous.
 */
const SKIPPED = new Set(['ProfileController_signOutEverywhere']);
const REQUEST_TIMEOUT_MS = 10_000;

type Persona = 'anonymous' | 'member' | 'admin';

interface Sent {
  status: number;
  requestId: string | null;
}

/** Issue 14 §2: generated requests against every route of the OpenAPI document, as three kinds of caller. */
describe('fuzzing every route of the OpenAPI document', () => {
  let app: TestApp;
  let store: EventStore;
  let operations: Operation[];
  const tokens: Record<Persona, string | undefined> = { anonymous: undefined, member: undefined, admin: undefined };
  let sent = 0;
  /** How the server answered, by status: a run of only 401s and 404s would prove little. */
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    app = await bootApp({ LOGIN_RATE_LIMIT: '100000' });
    store = app.app.get(EventStore);
    tokens.admin = await logIn(app);
    const schoolId = Object.values(await importSchools(app, tokens.admin))[0];
    tokens.member = (await registeredMember(app, tokens.admin, schoolId, 'fuzz.tag@example.org')).token;
    const document = (await (await fetch(`${app.url}/api/docs-json`)).json()) as Parameters<typeof operationsOf>[0];
    operations = operationsOf(document).filter((operation) => !SKIPPED.has(operation.operationId));
  });
  afterAll(async () => {
    const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`fuzz: ${sent} requests over ${operations.length} operations, seed ${SEED}; answers ${answers}`);
    await app.destroy();
  });

  async function send(operation: Operation, persona: Persona, request: { params: string[]; query: string; body: string | undefined; contentType: string | undefined; headers: Record<string, string> }): Promise<Sent> {
    let path = operation.path;
    operation.pathParams.forEach((name, index) => (path = path.replace(`{${name}}`, request.params[index] ?? 'x')));
    const headers: Record<string, string> = { ...request.headers };
    if (tokens[persona]) headers.authorization = `Bearer ${tokens[persona]}`;
    if (request.contentType) headers['content-type'] = request.contentType;
    const withBody = !['GET', 'HEAD'].includes(operation.method) && request.body !== undefined;
    const response = await fetch(`${app.url}${path}${request.query}`, {
      method: operation.method,
      headers,
      body: withBody ? request.body : undefined,
      redirect: 'manual',
      // A request that never ends is a failure too, not a stuck run.
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // The live stream (GET /api/live) answers a member for as long as they stay: its headers say enough.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) await response.body?.cancel();
    else await response.arrayBuffer();
    sent++;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    return { status: response.status, requestId: response.headers.get('x-request-id') };
  }

  /** Events this request appended: the ones after `head` that carry its id as their correlation. */
  async function appendedBy(requestId: string | null, head: number) {
    const events = await store.readAll(head, 10_000);
    return events.filter((event) => event.metadata.correlationId === requestId);
  }

  it('never answers 5xx, and a refused request appends nothing', async () => {
    const runsEach = Math.ceil(TOTAL_RUNS / operations.length);
    for (const operation of operations) {
      const requests = fc.record({
        persona: fc.constantFrom<Persona>('anonymous', 'member', 'admin'),
        params: fc.array(pathParam, { minLength: operation.pathParams.length, maxLength: operation.pathParams.length }),
        query: queryString,
        payload: rawBodyFor(operation),
        headers: junkHeaders,
      });
      await fc.assert(
        fc.asyncProperty(requests, async ({ persona, params, query, payload, headers }) => {
          const head = await store.headPosition();
          const { status, requestId } = await send(operation, persona, { params, query, headers, ...payload });
          if (status >= 500) throw new Error(`${operation.method} ${operation.path} as ${persona}: HTTP ${status}`);
          if (status >= 400) {
            const appended = await appendedBy(requestId, head);
            if (appended.length > 0) throw new Error(`${operation.method} ${operation.path} refused with ${status} yet appended ${appended.map((e) => e.type).join(', ')}`);
          }
        }),
        { seed: SEED, numRuns: runsEach, endOnFailure: true },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS);
  });

  it('still answers its health check, and the personas still work', async () => {
    expect((await api(app, 'GET', '/health')).status).toBe(200);
    expect((await api(app, 'GET', '/profile', { token: tokens.member })).status).toBe(200);
    expect((await api(app, 'GET', '/admin/users', { token: tokens.admin })).status).toBe(200);
  });
});

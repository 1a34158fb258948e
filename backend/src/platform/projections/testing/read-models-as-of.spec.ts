import { NewEvent } from '../../event-store/event-store.port';
import { SqliteEventStore } from '../../event-store/sqlite.event-store';
import { openSqliteDatabase } from '../../sqlite/sqlite-database';
import { readModelsAsOf } from './read-models-as-of';
import { visits } from './visits.projection';

const at = (occurredAt: string, page: string, type = 'PageVisited'): NewEvent => ({ type, data: { page }, metadata: { actorId: null, correlationId: 'c', occurredAt } });

describe('read models as of a moment', () => {
  it('replays the log up to its last event at or before the moment, plus the kinds that reach back', async () => {
    const log = new SqliteEventStore(openSqliteDatabase(':memory:'));
    await log.append('a', [at('2026-11-01T10:00:00.000Z', 'a'), at('2026-11-02T10:00:00.000Z', 'a'), at('2026-11-03T10:00:00.000Z', 'a')], 'no_stream');
    await log.append('b', [at('2026-11-03T11:00:00.000Z', 'a', 'PageForgotten')], 'no_stream');
    const forgetting = { ...visits, handles: ['PageVisited', 'PageForgotten'], evolve: (doc: unknown, event: { type: string }) => (event.type === 'PageForgotten' ? null : visits.evolve(doc as never, event as never)) };
    const { readStore, position } = await readModelsAsOf(log, [visits], new Date('2026-11-02T23:59:59.999Z'));
    expect(position).toBe(2);
    expect(await readStore.stored('visits').get('a')).toMatchObject({ count: 2 });
    const reached = await readModelsAsOf(log, [forgetting as never], new Date('2026-11-02T23:59:59.999Z'), ['PageForgotten']);
    expect(await reached.readStore.stored('visits').get('a')).toBeNull();
    expect(reached.position).toBe(2);
    expect(await (await readModelsAsOf(log, [visits], new Date('2026-10-01T00:00:00.000Z'))).readStore.stored('visits').count()).toBe(0);
  });
});

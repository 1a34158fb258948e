import { SqliteCheckpointStore } from '../checkpoints/sqlite.checkpoint-store';
import { EventMetadata, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite.event-store';
import { MAX_YIELD_MS } from '../http/requests-in-flight';
import { InlineJobQueue } from '../jobs/inline.job-queue';
import { openSqliteDatabase } from '../sqlite/sqlite-database';
import { Reactor } from './reactor';
import { IGNORED_EVENTS_PER_CHECKPOINT, ReactorRunner } from './reactor-runner';

const metadata: EventMetadata = { actorId: null, correlationId: 'c', occurredAt: '2026-11-21T10:00:00.000Z' };
const greeted = (name: string): NewEvent => ({ type: 'MemberGreeted', data: { name }, metadata });

function setup() {
  const db = openSqliteDatabase(':memory:');
  const events = new SqliteEventStore(db);
  const checkpoints = new SqliteCheckpointStore(db);
  const queue = new InlineJobQueue(db);
  const sent: string[] = [];
  queue.register<{ name: string }>('greet', async ({ name }) => {
    sent.push(name);
  });
  const reactor: Reactor = {
    name: 'greet-members',
    handles: ['MemberGreeted'],
    react: (event: RecordedEvent) =>
      queue.enqueue('greet', event.data, { jobId: `greet:${event.streamId}:${event.revision}` }),
  };
  return {
    events,
    checkpoints,
    queue,
    sent,
    runner: (busy?: () => boolean) => new ReactorRunner(events, checkpoints, [reactor], busy),
  };
}

const settle = async (queue: InlineJobQueue) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await queue.drain();
};

describe('reactors', () => {
  it('turn new events into jobs, but never replay history they have not seen', async () => {
    const { events, queue, sent, runner } = setup();
    await events.append('member-1', [greeted('Régi Anna')], 'no_stream');
    await queue.start();
    const reactors = runner();
    await reactors.start();
    await events.append('member-2', [greeted('Új Béla')], 'no_stream');
    await settle(queue);
    expect(sent).toEqual(['Új Béla']);
    await reactors.stop();
  });

  it('resume from their checkpoint after a restart, and a repeated event enqueues nothing new', async () => {
    const { events, checkpoints, queue, sent, runner } = setup();
    await queue.start();
    const first = runner();
    await first.start();
    await events.append('member-1', [greeted('Kiss Anna')], 'no_stream');
    await settle(queue);
    await first.stop();

    await events.append('member-2', [greeted('Nagy Béla')], 'no_stream');
    await checkpoints.save('reactor:greet-members', 1); // as if the process died before saving the checkpoint
    const second = runner();
    await second.start();
    await settle(queue);
    expect(sent).toEqual(['Kiss Anna', 'Nagy Béla']);
    await second.stop();
    await queue.close();
  });
});

describe('reactor checkpoints', () => {
  const other = (n: number): NewEvent => ({ type: 'SomethingElse', data: { n }, metadata });

  it('are saved after a handled event, now and then past ignored ones, and on stop', async () => {
    const { events, checkpoints, queue, runner } = setup();
    await queue.start();
    const reactors = runner();
    await reactors.start();
    const { position: greetedAt } = await events.append('member-1', [greeted('Kiss Anna')], 'no_stream');
    await settle(queue);
    expect(await checkpoints.load('reactor:greet-members')).toBe(greetedAt);

    await events.append('noise-1', Array.from({ length: IGNORED_EVENTS_PER_CHECKPOINT - 1 }, (_, n) => other(n)), 'no_stream');
    await settle(queue);
    expect(await checkpoints.load('reactor:greet-members')).toBe(greetedAt); // ignored events: not yet

    const { position: last } = await events.append('noise-2', [other(0), other(1)], 'no_stream');
    await settle(queue);
    expect(await checkpoints.load('reactor:greet-members')).toBe(last - 1); // the gap reached the limit

    await reactors.stop();
    expect(await checkpoints.load('reactor:greet-members')).toBe(last);
    await queue.close();
  });
});

describe('reactors and the requests in flight', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('react once the requests are answered, and under steady load after MAX_YIELD_MS at the latest', async () => {
    const { events, checkpoints, queue, sent, runner } = setup();
    await queue.start();
    let busy = true;
    const reactors = runner(() => busy);
    await reactors.start();
    const { position } = await events.append('member-1', [greeted('Kiss Anna')], 'no_stream');
    await wait(100);
    expect(sent).toEqual([]);
    expect(await checkpoints.load('reactor:greet-members')).toBe(0); // nothing done yet, nothing skipped
    busy = false;
    await settle(queue);
    expect(sent).toEqual(['Kiss Anna']);
    expect(await checkpoints.load('reactor:greet-members')).toBe(position);

    busy = true;
    await events.append('member-2', [greeted('Nagy Béla')], 'no_stream');
    await wait(MAX_YIELD_MS + 100);
    busy = false; // the queue's own wait is not what this checks
    await settle(queue);
    expect(sent).toEqual(['Kiss Anna', 'Nagy Béla']);
    await reactors.stop();
    await queue.close();
  });
});

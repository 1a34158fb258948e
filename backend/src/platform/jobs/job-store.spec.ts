import { openSqliteDatabase } from '../sqlite/sqlite-database';
import { ERASED_ERROR, type JobStore, type StoredJob } from './job-store';
import { MemoryJobStore } from './memory.job-store';
import { SqliteJobStore } from './sqlite.job-store';

const job = (id: string, data: unknown, lastError: string | null = null, status: StoredJob['status'] = 'done'): StoredJob => ({
  id,
  name: 'send-mail',
  data,
  runAt: 0,
  attemptsMade: 1,
  maxAttempts: 5,
  backoffMs: 1000,
  status,
  lastError,
  updatedAt: 0,
});

describe.each<[string, () => JobStore]>([
  ['SQLite', () => new SqliteJobStore(openSqliteDatabase(':memory:'))],
  ['memory', () => new MemoryJobStore()],
])('the %s job store, when a person is erased (issue 22 §1)', (_store, make) => {
  it('forgets the jobs whose data names them and blanks the error texts that do, in any ASCII case; the rest stays', () => {
    const store = make();
    // Queued before mail jobs became references: the finished mail, address and all.
    store.insertIfAbsent(job('legacy', { to: 'Eva.Kovacs@Example.hu', subject: 'Aktiválás', html: '<p>…</p>' }, null, 'pending'));
    store.insertIfAbsent(job('refused', { reactor: 'signup-mails', streamId: 'service-1', revision: 3 }, '550 5.1.1 <eva.kovacs@example.HU>: Recipient address rejected', 'failed'));
    store.insertIfAbsent(job('other', { to: 'bela@example.hu', html: '<p>…</p>' }, 'timeout'));
    store.insertIfAbsent(job('longer', { to: 'anna.eva.kovacs@example.hu', html: '<p>…</p>' }, null, 'pending'));

    expect(store.forget(['eva.kovacs@example.hu', ''])).toBe(2);

    expect(store.get('legacy')).toBeUndefined();
    expect(store.get('refused')).toMatchObject({ status: 'failed', lastError: ERASED_ERROR });
    expect(store.get('other')).toMatchObject({ data: { to: 'bela@example.hu' }, lastError: 'timeout' });
    expect(store.get('longer')).toMatchObject({ data: { to: 'anna.eva.kovacs@example.hu' } });
  });
});

import type { StreamHistoryView } from '../../../contract/audit';
import { historyLook } from './history-look';

const entry = (revision: number, event: string, at: string) => ({ revision, event, at, actor: null, member: null, about: null });
const view = (stream: string, kind: StreamHistoryView['kind'], revision: number, signups?: number): StreamHistoryView => ({
  stream,
  kind,
  revision,
  entries: [entry(1, 'Changed', '2026-01-02T10:00:00.000Z'), entry(0, 'Created', '2026-01-01T10:00:00.000Z')],
  current: revision === 0 ? entry(0, 'Created', '2026-01-01T10:00:00.000Z') : entry(1, 'Changed', '2026-01-02T10:00:00.000Z'),
  total: 2,
  page: 1,
  pageSize: 2000,
  record: { fields: {}, ...(signups === undefined ? {} : { signups: Array.from({ length: signups }, (_, i) => ({ member: { id: `u${i}`, name: null }, status: 'approved' as const, signedUpAt: '', waitlistPriority: false, code: null })) }) },
});

describe('the look a history read is', () => {
  it("names the member and the revision shown, with the event the record was shown right after", () => {
    expect(historyLook(view('user-3f2a-77', 'member', 0))).toEqual({ kind: 'member-history', userId: '3f2a-77', revision: 0, event: 'Created', eventAt: '2026-01-01T10:00:00.000Z' });
  });

  it("names the service and counts the people signed up at that moment", () => {
    expect(historyLook(view('service-s1', 'service', 1, 3))).toEqual({ kind: 'service-history', serviceId: 's1', revision: 1, event: 'Changed', eventAt: '2026-01-02T10:00:00.000Z', rows: 3 });
    expect(historyLook(view('service-s1', 'service', 0))).toMatchObject({ rows: 0 });
  });

  it("is no look for a partner site's settings", () => {
    expect(historyLook(view('partner-p1', 'partner', 1))).toBeNull();
  });
});

import type { AdminServiceView, SignupRowView } from '../../../contract/admin-services';
import { readBack, rowsOf, widened } from '../../../platform/tables/testing/read-back';
import { DEFAULT_SETTINGS } from '../domain/service-settings';
import { signupsWorkbook } from './signups-export';

const service = { ...DEFAULT_SETTINGS, name: 'Python alapok', radio: true, radio1Text: 'Délelőtt', radio2Text: 'Délután' } as AdminServiceView;

const row = (fullName: string, waitlistPriority: boolean, radioAnswer: number | null): SignupRowView => ({
  userId: 'u', serviceId: 's', firstName: '', lastName: '', fullName, nickName: '', email: 'tanar@example.org', createdAt: '2026-07-01T10:00:00.000Z',
  approved: false, rejected: false, onWaitlist: true, waitlistPriority, radioAnswer, code: null, approvedBy: null, approvedByName: null,
  rejectedBy: null, rejectedByName: null, decidedAt: null, decisions: [],
});

describe('the sign-ups export (issue 21)', () => {
  it('writes the priority flag as igen or nem and the answer in its words', async () => {
    const rows = rowsOf(await readBack(await signupsWorkbook(service, [row('Kiss Anna', true, 2), row('Nagy Béla', false, null)])), 'Jelentkezők');
    const cellsOf = (n: number) => widened(rows, 7)[n - 1];
    expect(cellsOf(2)).toEqual(['Kiss Anna', '', 'tanar@example.org', '2026. július 1. 12:00', 'Várólistán', 'igen', 'Délután']);
    expect(cellsOf(3)).toEqual(['Nagy Béla', '', 'tanar@example.org', '2026. július 1. 12:00', 'Várólistán', 'nem', '']);
  });
});

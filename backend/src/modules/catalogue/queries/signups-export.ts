import { formatMoment } from '../../../shared/budapest-time';
import { yesNo } from '../../../shared/i18n/yes-no';
import type { Readable } from 'node:stream';
import { SheetOf, tableWorkbook } from '../../../platform/tables/new-workbook';
import { AdminServiceView, SignupRowView } from '../../../contract/admin-services';
import { radioAnswerText } from '../domain/service-settings';

function status(row: SignupRowView): string {
  if (row.approved) return 'Jóváhagyva';
  if (row.rejected) return 'Elutasítva';
  if (row.onWaitlist) return 'Várólistán';
  return 'Jóváhagyásra vár';
}

const radioText = (service: AdminServiceView, answer: number | null) => (answer === null ? '' : (radioAnswerText(service, answer) ?? String(answer)));

/** The sign-ups of one service as XLSX (Hungarian Excel mangles UTF-8 CSV), oldest first, written as they arrive. */
export function signupsWorkbook(service: AdminServiceView, rows: SheetOf<SignupRowView>['items']): Readable {
  const columns = [
    { header: 'Név', key: 'fullName', width: 28 },
    { header: 'Becenév', key: 'nickName', width: 16 },
    { header: 'E-mail', key: 'email', width: 32 },
    { header: 'Jelentkezés', key: 'createdAt', width: 20 },
    { header: 'Állapot', key: 'status', width: 18 },
    { header: 'Elsőbbség', key: 'waitlistPriority', width: 10 },
    { header: 'Válasz', key: 'radio', width: 24 },
    { header: 'Kód', key: 'code', width: 20 },
    { header: 'Döntött', key: 'decidedBy', width: 24 },
  ];
  return tableWorkbook('Jelentkezők', columns, rows, (row) => ({
    ...row,
    createdAt: formatMoment(row.createdAt),
    status: status(row),
    waitlistPriority: yesNo(row.waitlistPriority),
    radio: radioText(service, row.radioAnswer),
    code: row.code ?? '',
    decidedBy: row.approvedByName ?? row.rejectedByName ?? '',
  }));
}

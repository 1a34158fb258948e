import type { AuditActionList } from '../../../shared/audit';

const ACTIONS = {
  'member.record_viewed': 'Tag adatlapjának megtekintése',
  'member.history_viewed': 'Tag előzményeinek megtekintése',
  'service.history_viewed': 'Szolgáltatás előzményeinek megtekintése',
  'partner.consents_viewed': 'Partneroldal hozzájárulásainak megtekintése',
  'export.members': 'Klubtagok exportálása',
  'export.signups': 'Jelentkezők exportálása',
  'export.audit': 'Napló exportálása',
  'export.own_data': 'Saját adatok letöltése',
} as const;

export type LookAuditAction = keyof typeof ACTIONS;

/**
 * The looks at personal data (issue 22): the platform's access log, which the audit module turns into
 * trail rows (`projections/audit-describers.ts`), whichever module recorded the look.
 */
export const AUDIT_AUDIT_ACTIONS = {
  actions: ACTIONS,
  wholes: { 'export.members': 'Klubtagok listája', 'export.audit': 'Napló' },
  counts: {
    'service.history_viewed': (count) => (count === 0 ? 'nincs jelentkező' : `${count} jelentkező`),
    'partner.consents_viewed': (count) => (count === 0 ? 'nincs megosztó tag' : `${count} tag`),
    'export.members': (count) => `${count} tag`,
    'export.signups': (count) => `${count} jelentkező`,
    'export.audit': (count) => `${count} bejegyzés`,
  },
} as const satisfies AuditActionList<LookAuditAction>;

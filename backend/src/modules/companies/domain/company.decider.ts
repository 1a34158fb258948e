import { DecisionMeta, Decider } from '../../../shared/decider';
import { ValidationFailed } from '../../../shared/domain-error';
import { companyExists, companyNotFound } from './companies.errors';
import { DeleteCompanyApplication, CompanyCommand } from './company.commands';
import { COMPANY_NOTE_MAX, COMPANY_STATUSES, CompanyStatus } from './company-status';
import { CompanyApplicationDeleted, CompanyEvent } from './company.events';
import { unreachable } from '../../../shared/unreachable';

export type CompanyState = { status: 'none' } | { status: 'applied'; companyId: string; stage: CompanyStatus; note: string };

type Applied = Extract<CompanyState, { status: 'applied' }>;

function existing(state: CompanyState): Applied {
  if (state.status === 'none') throw companyNotFound();
  return state;
}

function decide(command: CompanyCommand, state: CompanyState, { now }: DecisionMeta): CompanyEvent[] {
  switch (command.type) {
    case 'ApplyAsCompany': {
      // One application per stream: a retried request with the same id must not apply twice.
      if (state.status !== 'none') throw companyExists();
      const application = command.data;
      if (!Number.isSafeInteger(application.teacherCount) || application.teacherCount < 1)
        throw new ValidationFailed([{ field: 'teacherCount', code: 'min' }]);
      return [{ type: 'CompanyApplied', data: { ...application, createdAt: now.toISOString() } }];
    }
    case 'ChangeCompanyStatus': {
      const company = existing(state);
      const { status } = command.data;
      if (!COMPANY_STATUSES.includes(status)) throw new ValidationFailed([{ field: 'status', code: 'isIn' }]);
      // Choosing the status it already has changes nothing, and the trail gets no row for it.
      if (status === company.stage) return [];
      return [{ type: 'CompanyStatusChanged', data: { companyId: company.companyId, status, changedAt: now.toISOString() } }];
    }
    case 'SetCompanyNote': {
      const company = existing(state);
      const note = command.data.note.trim();
      if (note.length > COMPANY_NOTE_MAX) throw new ValidationFailed([{ field: 'note', code: 'maxLength', message: `Legfeljebb ${COMPANY_NOTE_MAX} karakter lehet.` }]);
      if (note === company.note) return [];
      return [{ type: 'CompanyNoteSet', data: { companyId: company.companyId, note, setAt: now.toISOString() } }];
    }
    case 'DeleteCompanyApplication':
      throw new TypeError('A deletion is decided by deleteCompanyApplication, not appended to the stream it deletes');
    default:
      return unreachable(command);
  }
}

/**
 * Deleting an application (GDPR, decision 0107): decided like every command, but its one event goes to
 * the deletions stream while the company's own stream is deleted (commands/company-commands.ts).
 */
export function deleteCompanyApplication(state: CompanyState, { data }: DeleteCompanyApplication, { now }: DecisionMeta): CompanyApplicationDeleted[] {
  existing(state);
  return [{ type: 'CompanyApplicationDeleted', data: { companyId: data.companyId, deletedAt: now.toISOString() } }];
}

function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyApplied':
      return { status: 'applied', companyId: event.data.companyId, stage: 'new', note: '' };
    case 'CompanyStatusChanged':
      return state.status === 'applied' ? { ...state, stage: event.data.status } : state;
    case 'CompanyNoteSet':
      return state.status === 'applied' ? { ...state, note: event.data.note } : state;
    default:
      return unreachable(event);
  }
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

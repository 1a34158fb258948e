import { Decider } from '../../../shared/decider';
import { DomainError, ValidationFailed } from '../../../shared/domain-error';
import { CompanyCommand } from './company.commands';
import { CompanyEvent } from './company.events';

export type CompanyState = { status: 'none' } | { status: 'applied'; companyId: string };

function decide(command: CompanyCommand, state: CompanyState): CompanyEvent[] {
  switch (command.type) {
    case 'ApplyAsCompany': {
      // One application per stream: a retried request with the same id must not apply twice.
      if (state.status !== 'none') throw new DomainError('COMPANY_EXISTS', 'conflict');
      const { now, ...application } = command.data;
      if (!Number.isSafeInteger(application.teacherCount) || application.teacherCount < 1)
        throw new ValidationFailed([{ field: 'teacherCount', code: 'min' }]);
      return [{ type: 'CompanyApplied', data: { ...application, createdAt: now.toISOString() } }];
    }
    default: {
      const _exhaustive: never = command.type;
      return [];
    }
  }
}

function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyApplied':
      return { status: 'applied', companyId: event.data.companyId };
    default: {
      const _exhaustive: never = event.type;
      return state;
    }
  }
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

import { DecisionMeta, Decider } from '../../../shared/decider';
import { ValidationFailed } from '../../../shared/domain-error';
import { companyExists } from './companies.errors';
import { CompanyCommand } from './company.commands';
import { CompanyEvent } from './company.events';
import { unreachable } from '../../../shared/unreachable';

export type CompanyState = { status: 'none' } | { status: 'applied'; companyId: string };

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
    default:
      return unreachable(command.type);
  }
}

function evolve(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyApplied':
      return { status: 'applied', companyId: event.data.companyId };
    default:
      return unreachable(event.type);
  }
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

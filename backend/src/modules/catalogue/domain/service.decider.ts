import { DecisionMeta, Decider } from '../../../shared/decider';
import { fileNotFound } from '../../../shared/platform-errors';
import { approveSignup, deleteSignup, eraseSignup, rejectSignup, releaseSignup, unapproveSignup } from './approval.rules';
import { assignWaitingCodes, codesAdded, newCodes } from './code-pool';
import { ServiceCommand } from './service.commands';
import * as errors from './catalogue.errors';
import { ServiceEvent } from './service.events';
import { DEFAULT_SERVICE_NAME } from './service-settings';
import { evolveService, ExistingService, initialServiceState, ServiceState } from './service.state';
import { changeSettings } from './settings.rules';
import { messageParticipants } from './message.rules';
import { copyService } from './copy.rules';
import { cancelSignup, signUp } from './signup.rules';
import { promoteFromWaitlist } from './waitlist.rules';
import { unreachable } from '../../../shared/unreachable';

function existing(state: ServiceState): ExistingService {
  if (state.status === 'none') throw errors.serviceNotFound();
  return state;
}

/** One `service-{id}` stream guards settings, sign-ups, seats, the waitlist and the code pool (DESIGN §3). */
function decide(command: ServiceCommand, state: ServiceState, meta: DecisionMeta): ServiceEvent[] {
  if (command.type === 'CreateService') {
    if (state.status !== 'none') throw errors.serviceExists();
    const { serviceId } = command.data;
    return [{ type: 'ServiceCreated', data: { serviceId, name: DEFAULT_SERVICE_NAME, createdAt: meta.now.toISOString() } }];
  }
  if (command.type === 'CopyService') {
    if (state.status !== 'none') throw errors.serviceExists();
    return copyService(command, meta);
  }
  const service = existing(state);
  switch (command.type) {
    case 'ChangeSettings':
      return changeSettings(service, command);
    case 'SignUp':
      return signUp(service, command, meta);
    case 'CancelSignup':
      return cancelSignup(service, command);
    case 'ApproveSignup':
      return approveSignup(service, command);
    case 'RejectSignup':
      return rejectSignup(service, command);
    case 'UnapproveSignup':
      return unapproveSignup(service, command);
    case 'DeleteSignup':
      return deleteSignup(service, command);
    case 'EraseSignup':
      return eraseSignup(service, command);
    case 'ReleaseSignup':
      return releaseSignup(service, command);
    case 'PromoteFromWaitlist':
      return promoteFromWaitlist(service);
    case 'MessageParticipants':
      return messageParticipants(service, command, meta);
    case 'AddCodes': {
      const fresh = newCodes(service, command.data.codes);
      return fresh.length === 0 ? [] : [codesAdded(service, fresh), ...assignWaitingCodes(service, fresh)];
    }
    case 'AddFile':
      return [{ type: 'ServiceFileAdded', data: { ...command.data, uploadedAt: meta.now.toISOString(), serviceId: service.serviceId } }];
    case 'RemoveFile':
      if (!service.files.has(command.data.fileId)) throw fileNotFound();
      return [{ type: 'ServiceFileRemoved', data: { serviceId: service.serviceId, fileId: command.data.fileId } }];
    default:
      return unreachable(command);
  }
}

export const serviceDecider: Decider<ServiceState, ServiceCommand, ServiceEvent> = {
  initialState: initialServiceState,
  evolve: evolveService,
  decide,
};

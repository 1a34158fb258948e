import { Command } from '../../../shared/decider';
import { ServiceFileData } from './service.events';
import { ServiceSettings, SettingsChanges } from './service-settings';
import { MessageAudience } from './message-audience';

/**
 * Handlers pass in what needs I/O (ids, other services' sub-page URLs), so the decider stays pure; the
 * time comes with the command's meta.
 */

type ForUser = { userId: string };
/** Archiving is recorded in the `catalogue` stream: the handler passes on what the catalogue says. */
type Listing = { archived: boolean };

export type CreateService = Command<'CreateService', { serviceId: string }>;
/**
 * A new service made from another's settings, texts and sub-page (copy.rules.ts): `files` are the
 * source's sub-page files already stored again under the copy's ids, `takenSubPageUrls` every other
 * service's sub-page URL.
 */
export type CopyService = Command<
  'CopyService',
  { serviceId: string; copiedFrom: string; settings: ServiceSettings; files: Array<Omit<ServiceFileData, 'uploadedAt'>>; takenSubPageUrls: string[] }
>;
export type ChangeSettings = Command<'ChangeSettings', { changes: SettingsChanges; takenSubPageUrls: string[] }>;
export type SignUp = Command<'SignUp', ForUser & Listing & { waitlistPriority: boolean; radioAnswer: number | null }>;
export type CancelSignup = Command<'CancelSignup', ForUser & Listing>;
export type ApproveSignup = Command<'ApproveSignup', ForUser>;
export type RejectSignup = Command<'RejectSignup', ForUser>;
export type UnapproveSignup = Command<'UnapproveSignup', ForUser>;
export type DeleteSignup = Command<'DeleteSignup', ForUser>;
export type EraseSignup = Command<'EraseSignup', ForUser>;
/** The member was blocked: their sign-up goes and its seat frees (issue 41 §1). */
export type ReleaseSignup = Command<'ReleaseSignup', ForUser>;
export type PromoteFromWaitlist = Command<'PromoteFromWaitlist'>;
/** Staff write to the participants (issue 41 §7); the text is already validated and trimmed. */
export type MessageParticipants = Command<'MessageParticipants', { subject: string; text: string; audience: MessageAudience }>;
export type AddCodes = Command<'AddCodes', { codes: string[] }>;
/** The file as stored; when it was added comes with the command's meta. */
export type AddFile = Command<'AddFile', Omit<ServiceFileData, 'uploadedAt'>>;
export type RemoveFile = Command<'RemoveFile', { fileId: string }>;

export type ServiceCommand =
  | CreateService
  | CopyService
  | ChangeSettings
  | SignUp
  | CancelSignup
  | ApproveSignup
  | RejectSignup
  | UnapproveSignup
  | DeleteSignup
  | EraseSignup
  | ReleaseSignup
  | PromoteFromWaitlist
  | MessageParticipants
  | AddCodes
  | AddFile
  | RemoveFile;

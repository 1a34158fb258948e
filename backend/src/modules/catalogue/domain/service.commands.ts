import { ServiceFileData } from './service.events';
import { SettingsChanges } from './service-settings';

/**
 * Handlers pass in what needs I/O (ids, other services' sub-page URLs), so the decider stays pure; the
 * time comes with the command's meta.
 */
type Of<T extends string, D = Record<string, never>> = { type: T; data: D };
type ForUser = { userId: string };
/** Archiving is recorded in the `catalogue` stream: the handler passes on what the catalogue says. */
type Listing = { archived: boolean };

export type CreateService = Of<'CreateService', { serviceId: string }>;
export type ChangeSettings = Of<'ChangeSettings', { changes: SettingsChanges; takenSubPageUrls: string[] }>;
export type SignUp = Of<'SignUp', ForUser & Listing & { waitlistPriority: boolean; radioAnswer: number | null }>;
export type CancelSignup = Of<'CancelSignup', ForUser & Listing>;
export type ApproveSignup = Of<'ApproveSignup', ForUser>;
export type RejectSignup = Of<'RejectSignup', ForUser>;
export type UnapproveSignup = Of<'UnapproveSignup', ForUser>;
export type DeleteSignup = Of<'DeleteSignup', ForUser>;
export type EraseSignup = Of<'EraseSignup', ForUser>;
export type PromoteFromWaitlist = Of<'PromoteFromWaitlist'>;
export type AddCodes = Of<'AddCodes', { codes: string[] }>;
/** The file as stored; when it was added comes with the command's meta. */
export type AddFile = Of<'AddFile', Omit<ServiceFileData, 'uploadedAt'>>;
export type RemoveFile = Of<'RemoveFile', { fileId: string }>;

export type ServiceCommand =
  | CreateService
  | ChangeSettings
  | SignUp
  | CancelSignup
  | ApproveSignup
  | RejectSignup
  | UnapproveSignup
  | DeleteSignup
  | EraseSignup
  | PromoteFromWaitlist
  | AddCodes
  | AddFile
  | RemoveFile;

import { Command } from '../../../shared/decider';
import { Move } from '../../../shared/moved';

export type CreateGroup = Command<'CreateGroup', { groupId: string; name: string }>;
export type RenameGroup = Command<'RenameGroup', { groupId: string; name: string }>;
export type ReorderGroups = Command<'ReorderGroups', Move>;
export type PlaceService = Command<'PlaceService', { serviceId: string; groupId: string }>;
/** Indexes count the group's services as the admin screen lists them: archived ones left out. */
export type ReorderServices = Command<'ReorderServices', Move & { groupId: string }>;
export type ArchiveService = Command<'ArchiveService', { serviceId: string; archived: boolean }>;
/** Only an empty category goes: archived services count, so none is left without a place. */
export type DeleteGroup = Command<'DeleteGroup', { groupId: string }>;
/** To the end of the target category's list. */
export type MoveService = Command<'MoveService', { serviceId: string; groupId: string }>;

export type CatalogueCommand = CreateGroup | RenameGroup | ReorderGroups | PlaceService | ReorderServices | ArchiveService | DeleteGroup | MoveService;

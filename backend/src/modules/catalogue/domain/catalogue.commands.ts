import { Command } from '../../../shared/decider';
import { Move } from '../../../shared/moved';

export type CreateGroup = Command<'CreateGroup', { groupId: string; name: string }>;
export type RenameGroup = Command<'RenameGroup', { groupId: string; name: string }>;
export type ReorderGroups = Command<'ReorderGroups', Move>;
export type PlaceService = Command<'PlaceService', { serviceId: string; groupId: string }>;
/** Indexes count the group's services as the admin screen lists them: archived ones left out. */
export type ReorderServices = Command<'ReorderServices', Move & { groupId: string }>;
export type ArchiveService = Command<'ArchiveService', { serviceId: string; archived: boolean }>;

export type CatalogueCommand = CreateGroup | RenameGroup | ReorderGroups | PlaceService | ReorderServices | ArchiveService;

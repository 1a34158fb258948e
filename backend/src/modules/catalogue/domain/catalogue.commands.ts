import { Move } from '../../../shared/moved';

type Of<T extends string, D> = { type: T; data: D };


export type CreateGroup = Of<'CreateGroup', { groupId: string; name: string }>;
export type RenameGroup = Of<'RenameGroup', { groupId: string; name: string }>;
export type ReorderGroups = Of<'ReorderGroups', Move>;
export type PlaceService = Of<'PlaceService', { serviceId: string; groupId: string }>;
/** Indexes count the group's services as the admin screen lists them: archived ones left out. */
export type ReorderServices = Of<'ReorderServices', Move & { groupId: string }>;
export type ArchiveService = Of<'ArchiveService', { serviceId: string; archived: boolean }>;

export type CatalogueCommand = CreateGroup | RenameGroup | ReorderGroups | PlaceService | ReorderServices | ArchiveService;

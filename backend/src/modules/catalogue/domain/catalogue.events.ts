import { DomainEvent } from '../../../shared/decider';

export type ServiceGroupCreated = DomainEvent<'ServiceGroupCreated', { groupId: string; name: string }>;
export type ServiceGroupRenamed = DomainEvent<'ServiceGroupRenamed', { groupId: string; name: string }>;
/** The whole new order, so a projection needs no index arithmetic. */
export type ServiceGroupsReordered = DomainEvent<'ServiceGroupsReordered', { groupIds: string[] }>;
/** A new service goes to the end of its group. */
export type ServicePlaced = DomainEvent<'ServicePlaced', { serviceId: string; groupId: string }>;
/** The group's whole new order, archived services included (they keep their slots). */
export type ServicesReordered = DomainEvent<'ServicesReordered', { groupId: string; serviceIds: string[] }>;
export type ServiceArchived = DomainEvent<'ServiceArchived', { serviceId: string }>;
export type ServiceRestored = DomainEvent<'ServiceRestored', { serviceId: string }>;
export type ServiceGroupDeleted = DomainEvent<'ServiceGroupDeleted', { groupId: string }>;
/** The service leaves `fromGroupId` and goes to the end of `groupId`, archived or not. */
export type ServiceMoved = DomainEvent<'ServiceMoved', { serviceId: string; fromGroupId: string; groupId: string }>;

export type CatalogueEvent =
  | ServiceGroupCreated
  | ServiceGroupRenamed
  | ServiceGroupsReordered
  | ServicePlaced
  | ServicesReordered
  | ServiceArchived
  | ServiceRestored
  | ServiceGroupDeleted
  | ServiceMoved;

export const CATALOGUE_EVENT_TYPES: CatalogueEvent['type'][] = [
  'ServiceGroupCreated',
  'ServiceGroupRenamed',
  'ServiceGroupsReordered',
  'ServicePlaced',
  'ServicesReordered',
  'ServiceArchived',
  'ServiceRestored',
  'ServiceGroupDeleted',
  'ServiceMoved',
];

export const CATALOGUE_STREAM = 'catalogue';

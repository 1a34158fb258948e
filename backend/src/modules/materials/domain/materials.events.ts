import { DomainEvent } from '../../../shared/decider';
import { MaterialFile, MaterialType } from './material.types';

export type MaterialGroupCreated = DomainEvent<'MaterialGroupCreated', { groupId: string }>;
export type MaterialGroupTagsSet = DomainEvent<'MaterialGroupTagsSet', { groupId: string; tags: string[] }>;
/** The whole new order, so a projection needs no index arithmetic. */
export type MaterialGroupsReordered = DomainEvent<'MaterialGroupsReordered', { groupIds: string[] }>;
export type MaterialGroupDeleted = DomainEvent<'MaterialGroupDeleted', { groupId: string }>;
/**
 * A new material goes to the end of its group, named "Új tananyag", a pdf without a link yet, as a
 * draft. `draft` is absent from the events written before issue 41 §2: those materials were shown to
 * members at once, so they replay as published (materials.state.ts).
 */
export type MaterialCreated = DomainEvent<'MaterialCreated', { materialId: string; groupId: string; name: string; type: MaterialType; draft?: boolean }>;
/** Only the fields that changed. */
export type MaterialEdited = DomainEvent<'MaterialEdited', { materialId: string; name?: string; type?: MaterialType; link?: string }>;
/** The material is now a file of this site; `link` points to it. */
export type MaterialFileAttached = DomainEvent<'MaterialFileAttached', { materialId: string; file: MaterialFile; link: string }>;
export type MaterialPublished = DomainEvent<'MaterialPublished', { materialId: string }>;
export type MaterialUnpublished = DomainEvent<'MaterialUnpublished', { materialId: string }>;
export type MaterialDeleted = DomainEvent<'MaterialDeleted', { materialId: string }>;
export type MaterialsReordered = DomainEvent<'MaterialsReordered', { groupId: string; materialIds: string[] }>;

export type MaterialsEvent =
  | MaterialGroupCreated
  | MaterialGroupTagsSet
  | MaterialGroupsReordered
  | MaterialGroupDeleted
  | MaterialCreated
  | MaterialEdited
  | MaterialFileAttached
  | MaterialPublished
  | MaterialUnpublished
  | MaterialDeleted
  | MaterialsReordered;

export const MATERIALS_EVENT_TYPES: MaterialsEvent['type'][] = [
  'MaterialGroupCreated',
  'MaterialGroupTagsSet',
  'MaterialGroupsReordered',
  'MaterialGroupDeleted',
  'MaterialCreated',
  'MaterialEdited',
  'MaterialFileAttached',
  'MaterialPublished',
  'MaterialUnpublished',
  'MaterialDeleted',
  'MaterialsReordered',
];

/** One stream for every group and material: reorders touch them all (DESIGN §3). */
export const MATERIALS_STREAM = 'materials';

import { Projection } from '../../../platform/projections/projection';
import { unreachable } from '../../../shared/unreachable';
import { ServiceArchived, ServiceMoved, ServicePlaced, ServiceRestored } from '../domain/catalogue.events';
import { SERVICE_EVENT_TYPES, ServiceEvent, ServiceFileData, SignupStatus } from '../domain/service.events';
import { statusHoldsSeat } from '../domain/seats';
import { DEFAULT_SETTINGS, ServiceSettings } from '../domain/service-settings';
import { drawsFromPool } from '../domain/kept-codes';
import { readModel } from '../../../platform/read-store/read-model';

/** One row per service: its settings, where it sits, and the counts the cards and the admin screen show. */
export interface ServiceDoc extends ServiceSettings {
  _id: string;
  groupId: string | null;
  archived: boolean;
  createdAt: string;
  /** Seats taken: approved or awaiting approval. */
  userCount: number;
  waitlistCount: number;
  /** Sign-ups waiting for staff's decision: the dashboard's work to do (issue 41 §6). */
  awaitingCount: number;
  codesTotal: number;
  /**
   * Every coupon code handed out, once each: a member's own code handed back to them is not a second
   * (domain/kept-codes.ts). For counting only; no view lists them.
   */
  codesHanded: string[];
  files: ServiceFileData[];
  [key: string]: unknown;
}

export const SERVICES = readModel<ServiceDoc>('services', [{ fields: { awaitingCount: 1 } }]);

type Handled = ServiceEvent | ServicePlaced | ServiceMoved | ServiceArchived | ServiceRestored;

const seat = (status: SignupStatus | null) => (statusHoldsSeat(status) ? 1 : 0);
const waiting = (status: SignupStatus | null) => (status === 'waitlisted' ? 1 : 0);
const undecided = (status: SignupStatus | null) => (status === 'awaiting' ? 1 : 0);

/** A sign-up moves from one status to another (null: none); the counts follow. */
function moved(doc: ServiceDoc, from: SignupStatus | null, to: SignupStatus | null): ServiceDoc {
  return {
    ...doc,
    userCount: doc.userCount + seat(to) - seat(from),
    waitlistCount: doc.waitlistCount + waiting(to) - waiting(from),
    awaitingCount: doc.awaitingCount + undecided(to) - undecided(from),
  };
}

const drew = (doc: ServiceDoc, code: string | null): ServiceDoc => (drawsFromPool(doc.codesHanded, code) ? { ...doc, codesHanded: [...doc.codesHanded, code] } : doc);

/** The codes of the pool nobody was handed yet. */
export const codesRemaining = (doc: ServiceDoc): number => doc.codesTotal - doc.codesHanded.length;

function evolve(doc: ServiceDoc, event: Exclude<Handled, { type: 'ServiceCreated' }>): ServiceDoc {
  switch (event.type) {
    case 'ServiceSettingsChanged':
      return { ...doc, ...event.data.changes };
    case 'SignedUp':
      return drew(moved(doc, null, event.data.status), event.data.code);
    case 'SignupApproved':
      return drew(moved(doc, event.data.from, 'approved'), event.data.code);
    case 'PromotedFromWaitlist':
      return drew(moved(doc, 'waitlisted', event.data.status), event.data.code);
    case 'CodeAssigned':
      return drew(doc, event.data.code);
    case 'SignupRejected':
      return moved(doc, event.data.from, 'rejected');
    case 'SignupUnapproved':
      return moved(doc, event.data.from, 'awaiting');
    case 'SignupCancelled':
    case 'SignupDeleted':
    case 'SignupErased':
      return moved(doc, event.data.from, null);
    case 'CodesAdded':
      return { ...doc, codesTotal: doc.codesTotal + event.data.codes.length };
    case 'ServiceFileAdded': {
      const { serviceId, ...file } = event.data;
      return { ...doc, files: [...doc.files, file] };
    }
    case 'ServiceFileRemoved':
      return { ...doc, files: doc.files.filter((file) => file.fileId !== event.data.fileId) };
    case 'ServicePlaced':
    case 'ServiceMoved':
      return { ...doc, groupId: event.data.groupId };
    case 'ServiceArchived':
    case 'ServiceRestored':
      return { ...doc, archived: event.type === 'ServiceArchived' };
    case 'ParticipantsMessaged':
      return doc;
    default:
      return unreachable(event);
  }
}

function created(event: Extract<ServiceEvent, { type: 'ServiceCreated' }>): ServiceDoc {
  const { serviceId, name, createdAt } = event.data;
  return {
    ...DEFAULT_SETTINGS, _id: serviceId, name, createdAt, groupId: null, archived: false,
    userCount: 0, waitlistCount: 0, awaitingCount: 0, codesTotal: 0, codesHanded: [], files: [],
  };
}

export const servicesProjection: Projection<ServiceDoc, Handled> = {
  model: SERVICES,
  version: 3,
  handles: [...SERVICE_EVENT_TYPES, 'ServicePlaced', 'ServiceMoved', 'ServiceArchived', 'ServiceRestored'],
  documentId: (event) => event.data.serviceId,
  evolve(doc, event) {
    if (event.type === 'ServiceCreated') return created(event);
    return doc ? evolve(doc, event) : null;
  },
};

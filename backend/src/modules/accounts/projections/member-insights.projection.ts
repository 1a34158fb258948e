import { Recorded } from '../../../platform/event-store/event-store.port';
import { Projection } from '../../../platform/projections/projection';
import { unreachable } from '../../../shared/unreachable';
import { TeachingLevels, UserErased, UserEvent } from '../domain/user.events';
import { UserStatus } from '../domain/user.state';
import { readModel } from '../../../platform/read-store/read-model';

/**
 * One row per teacher (applied or imported; staff have none): when each step of their way into the
 * club happened, and where they teach, for the admin insights (issue 25: growth, reach, review times).
 * Moments are the events' own (`metadata.occurredAt`), so a replay up to a day sees exactly the steps
 * taken by then. An erasure drops the row, and a rebuild never sees the deleted stream: both agree.
 */
export interface MemberInsightDoc {
  _id: string;
  status: UserStatus;
  /** TeacherApplied; null for an imported member. */
  appliedAt: string | null;
  /** The first activation by staff. */
  activatedAt: string | null;
  /** The first password the member set (SPEC §3 "registered"). */
  registeredAt: string | null;
  zip: string;
  city: string;
  schoolId: string | null;
  levels: Omit<TeachingLevels, 'idenErettsegi'>;
  [key: string]: unknown;
}

export const MEMBER_INSIGHTS = readModel<MemberInsightDoc>('member-insights');

const NO_LEVELS: MemberInsightDoc['levels'] = { altalanosIskola: false, gimnazium: false, szakgimnazium: false, szakmaiTargy: false, felsooktatas: false };

type Handled = UserEvent | UserErased;

const HANDLED = [
  'TeacherApplied',
  'MemberImported',
  'UserActivated',
  'UserDisabled',
  'ActivationCompleted',
  'SignupCompleted',
  'PasswordReset',
  'PasswordChanged',
  'ProfileUpdated',
  'UserEditedByAdmin',
  'UserErased',
] as const satisfies readonly Handled['type'][];

/** The events the projector hands over (HANDLED), so each `switch` below must name every one. */
type HandledEvent = Extract<Handled, { type: (typeof HANDLED)[number] }>;

const registered = (doc: MemberInsightDoc, at: string): MemberInsightDoc => ({ ...doc, registeredAt: doc.registeredAt ?? at });

function evolveExisting(doc: MemberInsightDoc, event: Recorded<Exclude<HandledEvent, { type: 'TeacherApplied' | 'MemberImported' }>>): MemberInsightDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'UserActivated':
      return { ...doc, status: 'activated', activatedAt: doc.activatedAt ?? at };
    case 'UserDisabled':
      return { ...doc, status: 'rejected' };
    case 'ActivationCompleted':
    case 'SignupCompleted':
    case 'PasswordReset':
    case 'PasswordChanged':
      return registered(doc, at);
    case 'ProfileUpdated': {
      const { zip, city, schoolId, altalanosIskola, gimnazium, szakgimnazium, szakmaiTargy, felsooktatas } = event.data;
      return { ...doc, zip, city, schoolId, levels: { altalanosIskola, gimnazium, szakgimnazium, szakmaiTargy, felsooktatas } };
    }
    case 'UserEditedByAdmin':
      return { ...doc, zip: event.data.zip, city: event.data.city };
    case 'UserErased':
      return null;
    default:
      return unreachable(event);
  }
}

export const memberInsightsProjection: Projection<MemberInsightDoc, HandledEvent> = {
  model: MEMBER_INSIGHTS,
  version: 1,
  handles: HANDLED,
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    const base = { activatedAt: null, registeredAt: null, levels: NO_LEVELS };
    if (event.type === 'TeacherApplied') {
      const { userId, zip, city, schoolId } = event.data;
      return { _id: userId, ...base, status: 'applied', appliedAt: event.metadata.occurredAt, zip, city, schoolId };
    }
    if (event.type === 'MemberImported') {
      const { userId, zip, city } = event.data;
      return { _id: userId, ...base, status: 'imported', appliedAt: null, zip, city, schoolId: null };
    }
    // Staff (AdminBootstrapped) have no row, so their own events find none and stay out.
    return doc ? evolveExisting(doc, event) : null;
  },
};

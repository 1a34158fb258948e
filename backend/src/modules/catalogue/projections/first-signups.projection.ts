import { Projection } from '../../../platform/projections/projection';
import type { UserErased } from '../../accounts/public/member-erased';
import { SignedUp } from '../domain/service.events';
import { readModel } from '../../../platform/read-store/read-model';
import { budapestDay } from '../../../shared/budapest-time';

/**
 * When each person first signed up to any service (issue 25: the growth's first sign-ups and the
 * funnel). Their erasure drops the row; a rebuild replays their sign-ups from the service streams
 * and then the erasure, so it ends the same way.
 */
export interface FirstSignupDoc {
  _id: string;
  firstSignupAt: string;
  /** Its Budapest day, told once here (issue 40). */
  firstSignupDay: string;
  [key: string]: unknown;
}

export const FIRST_SIGNUPS = readModel<FirstSignupDoc>('first-signups');

export const firstSignupsProjection: Projection<FirstSignupDoc, SignedUp | UserErased> = {
  model: FIRST_SIGNUPS,
  // 2: the day of the first sign-up (issue 40).
  version: 2,
  handles: ['SignedUp', 'UserErased'],
  documentId: (event) => event.data.userId,
  evolve(doc, event) {
    if (event.type === 'UserErased') return null;
    return doc ?? { _id: event.data.userId, firstSignupAt: event.metadata.occurredAt, firstSignupDay: budapestDay(event.metadata.occurredAt) };
  },
};

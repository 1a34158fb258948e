import { Injectable } from '@nestjs/common';
import { DomainEvent } from '../../shared/decider';
import { CommandMeta, eventMetadata } from '../commands/command-meta';
import { EventStore } from '../event-store/event-store.port';
import { ProjectionWaiter } from '../projections/projection-waiter';

/**
 * A look at personal data; each is itself a row of the audit trail (issue 12, issue 22 §2): a member's
 * record or history, a service's history (its sign-ups), the members who let a partner site receive
 * their data, and every export holding a person, a member's download of their own data included.
 */
export type AccessKind =
  | 'member-record'
  | 'member-history'
  | 'service-history'
  | 'partner-consents'
  | 'members-export'
  | 'signups-export'
  | 'audit-export'
  | 'own-data-export';

/**
 * Ids and codes only: who was read is an id, so the entry outlives an erasure without holding the
 * person. The look itself: `rows` people in a list or export, the `revision` of a history shown (with
 * the type and moment of the event the record was shown right after), the `format` of a download.
 */
export type PersonalDataAccessed = DomainEvent<
  'PersonalDataAccessed',
  {
    kind: AccessKind;
    userId?: string;
    serviceId?: string;
    partnerId?: string;
    rows?: number;
    revision?: number;
    event?: string;
    eventAt?: string;
    format?: 'xlsx' | 'json';
  }
>;

/** DESIGN §3: the `audit` stream holds staff reads of personal data and exports. */
export const ACCESS_LOG_STREAM = 'audit';

/**
 * Appends to one stream with no expected revision: an access has no rule to check and must never
 * fail on a concurrent one.
 */
@Injectable()
export class AccessLog {
  constructor(
    private readonly store: EventStore,
    private readonly projections: ProjectionWaiter,
  ) {}

  /** Resolves once the trail shows the access (read-your-writes, as after a command). */
  async record(meta: CommandMeta, data: PersonalDataAccessed['data']): Promise<void> {
    const event: PersonalDataAccessed = { type: 'PersonalDataAccessed', data };
    const { position } = await this.store.append(ACCESS_LOG_STREAM, [{ ...event, metadata: eventMetadata(meta) }], 'any');
    await this.projections.waitFor(position);
  }
}

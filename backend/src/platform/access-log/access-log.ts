import { Injectable } from '@nestjs/common';
import { DomainEvent } from '../../shared/decider';
import { CommandMeta, eventMetadata } from '../commands/command-meta';
import { EventStore } from '../event-store/event-store.port';
import { ProjectionWaiter } from '../projections/projection-waiter';

/** Staff reading or exporting personal data; each is itself a row of the audit trail (issue 12). */
export type AccessKind = 'member-record' | 'members-export' | 'signups-export' | 'audit-export';

/** Ids only: who was read is an id, so the entry outlives an erasure without holding the person. */
export type PersonalDataAccessed = DomainEvent<'PersonalDataAccessed', { kind: AccessKind; userId?: string; serviceId?: string; rows?: number }>;

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

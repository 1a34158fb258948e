import { Injectable } from '@nestjs/common';
import type { FieldChange, FieldValue, HistoryKind, HistoryRecordView, StreamHistoryView } from '../../../contract/audit';
import { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
import { DomainError } from '../../../shared/domain-error';
import { memberRecordAfter } from '../../accounts/public/member-history';
import { serviceRecordAfter, signupMemberOf } from '../../catalogue/public/service-history';
import { partnerRecordAfter } from '../../partners/public/partner-history';
import { PeopleAt, PeopleDirectory } from './people';

interface Replay {
  fields: Record<string, FieldValue>;
  signups?: Array<{ userId: string; status: 'approved' | 'awaiting' | 'waitlisted' | 'rejected'; signedUpAt: string; waitlistPriority: boolean; code: string | null }>;
}

/** The streams that have a history, and each one's own replay (the owning module's evolve). */
const KINDS: ReadonlyArray<{ kind: HistoryKind; prefix: string; replay: (events: readonly RecordedEvent[]) => Replay | null }> = [
  { kind: 'member', prefix: 'user-', replay: (events) => { const fields = memberRecordAfter(events); return fields && { fields }; } },
  { kind: 'service', prefix: 'service-', replay: serviceRecordAfter },
  { kind: 'partner', prefix: 'partner-', replay: (events) => { const fields = partnerRecordAfter(events); return fields && { fields }; } },
];

export const kindOfStream = (stream: string) => KINDS.find((entry) => stream.startsWith(entry.prefix) && stream.length > entry.prefix.length);

/** Fields whose value differs between two replays of the same record. */
export function changedFields(before: Replay | null, after: Replay | null): FieldChange[] {
  if (!after) return [];
  return Object.keys(after.fields)
    .filter((field) => JSON.stringify(before?.fields[field] ?? null) !== JSON.stringify(after.fields[field] ?? null))
    .map((field) => ({ field, before: before?.fields[field] ?? null, after: after.fields[field] ?? null }));
}

/**
 * A member's, service's or partner's stream as staff may review it (issue 12 §3): every event with
 * who and when, and the record as it was right after any one of them, replayed to that revision with
 * the domain's own evolve. An erased member's stream is gone, and so is its history.
 */
@Injectable()
export class StreamHistory {
  constructor(
    private readonly store: EventStore,
    private readonly people: PeopleDirectory,
  ) {}

  async read(stream: string, revision?: number): Promise<StreamHistoryView> {
    const kind = kindOfStream(stream);
    if (!kind) throw new DomainError('NOT_FOUND', 'not_found');
    const events = await this.store.readStream(stream);
    if (events.length === 0) throw new DomainError('NOT_FOUND', 'not_found');
    const last = events.at(-1)!.revision;
    const at = revision === undefined ? last : Math.min(revision, last);
    const upTo = events.filter((event) => event.revision <= at);
    const replay = kind.replay(upTo);
    const ids = events.flatMap((event) => [event.metadata.actorId, signupMemberOf(event)]).concat(replay?.signups?.map((s) => s.userId) ?? []);
    const people = await this.people.load(ids);
    const position = upTo.at(-1)?.position ?? 0;
    return {
      stream,
      kind: kind.kind,
      entries: events.map((event) => ({
        revision: event.revision,
        event: event.type,
        at: event.metadata.occurredAt,
        actor: people.ref(event.metadata.actorId, event.position),
        member: kind.kind === 'service' ? people.ref(signupMemberOf(event), event.position) : null,
      })),
      revision: at,
      record: recordView(replay, people, position),
    };
  }

  /** Before and after of the event at `revision`, for the trail's "changed fields". */
  async changesAt(stream: string, revision: number, events?: readonly RecordedEvent[]): Promise<FieldChange[]> {
    const kind = kindOfStream(stream);
    if (!kind) return [];
    const all = events ?? (await this.store.readStream(stream));
    const before = kind.replay(all.filter((event) => event.revision < revision));
    const after = kind.replay(all.filter((event) => event.revision <= revision));
    return changedFields(before, after);
  }
}

function recordView(replay: Replay | null, people: PeopleAt, position: number): HistoryRecordView {
  if (!replay) return { fields: {} };
  const view: HistoryRecordView = { fields: replay.fields };
  if (replay.signups) {
    view.signups = replay.signups.map(({ userId, ...signup }) => ({ member: people.ref(userId, position) ?? { id: userId, name: null }, ...signup }));
  }
  return view;
}

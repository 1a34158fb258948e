import { Injectable } from '@nestjs/common';
import type { HistoryRecordView, StreamHistoryView } from '../../../contract/audit';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { ReplayedRecord } from '../../../platform/projections/record-replay';
import { notFound } from '../../../shared/platform-errors';
import { UNKNOWN_NAMED } from '../../../shared/i18n/field-words';
import { consentPartnerOf } from '../../accounts/public/member-history';
import { signupMemberOf } from '../../catalogue/public/service-history';
import { NameBook, NameDirectory } from './names';
import { PeopleAt, PeopleDirectory } from './people';
import { replayOfStream } from './record-replays';
import { namesWanted, noNames, recordInWords } from './record-words';
import { readStreamInSlices } from '../../../platform/event-store/stream-in-slices';

/**
 * A member's, service's or partner's stream as staff may review it (issue 12 §3): every event with
 * who and when, and the record as it was right after any one of them, replayed to that revision with
 * the domain's own evolve, every value in words. An erased member's stream is gone, and so is its history.
 */
@Injectable()
export class StreamHistory {
  constructor(
    private readonly store: EventStore,
    private readonly people: PeopleDirectory,
    private readonly names: NameDirectory,
  ) {}

  async read(stream: string, revision?: number): Promise<StreamHistoryView> {
    const replay = replayOfStream(stream);
    if (!replay?.history) throw notFound();
    const events = await readStreamInSlices(this.store, stream);
    if (events.length === 0) throw notFound();
    const last = events.at(-1)!.revision;
    const at = revision === undefined ? last : Math.min(revision, last);
    const record = await replay.at(events, at);
    const ids = events.flatMap((event) => [event.metadata.actorId, signupMemberOf(event)]).concat(record?.signups?.map((s) => s.userId) ?? []);
    const wanted = noNames();
    namesWanted(replay.kind, [record], wanted);
    wanted.partner.push(...events.map(consentPartnerOf).filter((id): id is string => id !== null));
    const [people, names] = await Promise.all([this.people.load(ids), this.names.load(wanted)]);
    const position = events.find((event) => event.revision === at)?.position ?? 0;
    return {
      stream,
      kind: replay.history,
      entries: events.map((event) => {
        const partner = consentPartnerOf(event);
        return {
          revision: event.revision,
          event: event.type,
          at: event.metadata.occurredAt,
          actor: people.ref(event.metadata.actorId, event.position),
          member: replay.kind === 'service' ? people.ref(signupMemberOf(event), event.position) : null,
          about: partner === null ? null : (names.of('partner', partner) ?? UNKNOWN_NAMED.partner),
        };
      }),
      revision: at,
      record: recordView(replay.kind, record, people, names, position),
    };
  }
}

function recordView(kind: string, record: ReplayedRecord | null, people: PeopleAt, names: NameBook, position: number): HistoryRecordView {
  const view: HistoryRecordView = { fields: recordInWords(kind, record, names) };
  if (record?.signups) {
    view.signups = record.signups.map(({ userId, ...signup }) => ({ member: people.ref(userId, position) ?? { id: userId, name: null }, ...signup }));
  }
  return view;
}

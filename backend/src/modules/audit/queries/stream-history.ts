import { Injectable } from '@nestjs/common';
import type { HistoryEntryView, HistoryQuery, HistoryRecordView, StreamHistoryView } from '../../../contract/audit';
import { MAX_PAGE_SIZE, pageWindow } from '../../../platform/http/page-query.dto';
import { EventStore, RecordedEvent } from '../../../platform/event-store/event-store.port';
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
import { mapSliced } from '../../../shared/sliced';

/**
 * A member's, service's or partner's stream as staff may review it (issue 12 §3): its events with
 * who and when, a page at a time (docs/decisions/0093), and the record as it was right after any one of them, replayed to that revision with
 * the domain's own evolve, every value in words. An erased member's stream is gone, and so is its history.
 */
@Injectable()
export class StreamHistory {
  constructor(
    private readonly store: EventStore,
    private readonly people: PeopleDirectory,
    private readonly names: NameDirectory,
  ) {}

  /**
   * The stream's events newest first, a page of them (by default the newest MAX_PAGE_SIZE: the big
   * course has tens of thousands), and the record right after `revision` with the event it follows.
   * Names are looked up for the page's events and the record only.
   */
  async read(stream: string, query: HistoryQuery = {}): Promise<StreamHistoryView> {
    const replay = replayOfStream(stream);
    if (!replay?.history) throw notFound();
    const events = await readStreamInSlices(this.store, stream);
    if (events.length === 0) throw notFound();
    const last = events.at(-1)!.revision;
    const at = query.revision === undefined ? last : Math.min(query.revision, last);
    const { page, pageSize, skip, limit } = pageWindow(query, MAX_PAGE_SIZE);
    // The moment's sign-ups as many as a page holds (the popular service had 9,500 at C): the answer is bounded by its page size.
    const record = await replay.at(events, at, null, pageSize);
    const newest = events.length - 1 - skip;
    const shown = events.slice(Math.max(0, newest - limit + 1), Math.max(0, newest + 1)).reverse();
    const current = events.find((event) => event.revision === at) ?? events.at(-1)!;
    const named = [...shown, current];
    const signups = record?.signups;
    const ids = named.flatMap((event) => [event.metadata.actorId, signupMemberOf(event)]).concat(signups?.map((s) => s.userId) ?? []);
    const wanted = noNames();
    namesWanted(replay.kind, [record], wanted);
    wanted.partner.push(...named.map(consentPartnerOf).filter((id): id is string => id !== null));
    const [people, names] = await Promise.all([this.people.load(ids), this.names.load(wanted)]);
    const entry = (event: RecordedEvent): HistoryEntryView => {
      const partner = consentPartnerOf(event);
      return {
        revision: event.revision,
        event: event.type,
        at: event.metadata.occurredAt,
        actor: people.ref(event.metadata.actorId, event.position),
        member: replay.kind === 'service' ? people.ref(signupMemberOf(event), event.position) : null,
        about: partner === null ? null : (names.of('partner', partner) ?? UNKNOWN_NAMED.partner),
      };
    };
    return {
      stream,
      kind: replay.history,
      entries: await mapSliced(shown, entry),
      total: events.length,
      page,
      pageSize,
      revision: at,
      current: entry(current),
      record: await recordView(replay.kind, record, signups, people, names, current.position),
    };
  }
}

async function recordView(kind: string, record: ReplayedRecord | null, signups: ReplayedRecord['signups'], people: PeopleAt, names: NameBook, position: number): Promise<HistoryRecordView> {
  const view: HistoryRecordView = { fields: recordInWords(kind, record, names) };
  if (record?.signups && signups) {
    view.signups = await mapSliced(signups, ({ userId, ...signup }) => ({ member: people.ref(userId, position) ?? { id: userId, name: null }, ...signup }));
    view.signupsTotal = record.signupsTotal ?? record.signups.length;
  }
  return view;
}

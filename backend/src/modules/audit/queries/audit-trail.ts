import { Injectable } from '@nestjs/common';
import type { AuditEntryView, AuditPage, AuditQuery } from '../../../contract/audit';
import { Clock } from '../../../platform/clock/clock';
import { budapestDayEnd, budapestDayStart } from '../../../shared/budapest-time';
import { ValidationFailed } from '../../../shared/domain-error';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { pagesOf } from '../../../platform/read-store/in-pages';
import { countInSlices } from '../../../platform/read-store/page-in-slices';
import { ReadStore, Where } from '../../../platform/read-store/read-store.port';
import { AUDIT, AuditRowDoc, NEWEST_FIRST } from '../projections/audit.projection';
import { NameDirectory } from './names';
import { PeopleDirectory } from './people';
import { Around, replayOfStream } from './record-replays';
import { changedFields, namesWanted, noNames } from './record-words';
import { lookInWords } from './look-words';
import { namedByReplay, targetName } from './trail-target';
import { readStreamInSlices } from '../../../platform/event-store/stream-in-slices';
import { yieldToLoop } from '../../../shared/sliced';
import { compactAround } from './compact-around';

export const DEFAULT_PAGE_SIZE = 50;
/** The export words its rows (names, changes) this many at a time: the screen's largest page. */
const WORDED_PAGE = 200;
export const MAX_PAGE_SIZE = 200;
/** An export holds at most this many rows; a wider range is narrowed by its filters first. */
export const MAX_EXPORT_ROWS = 10_000;
const DEFAULT_RANGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `from` and `to` are Budapest days (YYYY-MM-DD, both included: the day a person sees in the date field)
 * or instants; the default is the last 30 days.
 */
export function auditRange(query: Pick<AuditQuery, 'from' | 'to'>, now: Date): { from: string; to: string } {
  const to = query.to ? instant('to', query.to, budapestDayEnd) : now.toISOString();
  const from = query.from ? instant('from', query.from, budapestDayStart) : new Date(now.getTime() - DEFAULT_RANGE_DAYS * DAY_MS).toISOString();
  return { from, to };
}

/** A day stands for its start or end; a day that does not exist (2026-02-30) is refused, not rolled over. */
function instant(field: 'from' | 'to', value: string, edgeOfDay: (day: string) => Date): string {
  const day = value.slice(0, 10);
  const dayExists = !Number.isNaN(Date.parse(`${day}T00:00:00.000Z`)) && new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day;
  const date = !dayExists ? new Date(NaN) : value.length === 10 ? edgeOfDay(day) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new ValidationFailed([{ field, code: 'matches' }]);
  return date.toISOString();
}

export function auditFilter(query: AuditQuery, range: { from: string; to: string }): Where<AuditRowDoc> {
  return {
    at: { gte: range.from, lte: range.to },
    ...(query.actor && { actorId: query.actor }),
    ...(query.action && { action: query.action }),
    ...(query.target && { anyOf: [{ targetId: query.target }, { memberId: query.target }] }),
  };
}

/** The admin audit trail (issue 12 §2): rows read from the `audit` model, names and changes (in words) added per page. */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly people: PeopleDirectory,
    private readonly names: NameDirectory,
    private readonly clock: Clock,
  ) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const range = auditRange(query, this.clock.now());
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const rows = this.readStore.collection(AUDIT);
    const filter = auditFilter(query, range);
    const [found, total] = await Promise.all([rows.find({ where: filter, sort: NEWEST_FIRST, skip: (page - 1) * pageSize, limit: pageSize }), countInSlices(rows, filter, 'at', range.from, range.to)]);
    return { items: await this.views(found), total, page, pageSize, ...range };
  }

  /**
   * The rows of the export of this filter (at most MAX_EXPORT_ROWS), newest first, read a page at a
   * time (ids and codes: a few MB at most); their number is the export's row of the trail, so the
   * whole trail since 2016 is never counted in one statement (a quarter of a second at ten times the club).
   */
  async exportRows(query: AuditQuery): Promise<AuditRowDoc[]> {
    const filter = auditFilter(query, auditRange(query, this.clock.now()));
    const rows: AuditRowDoc[] = [];
    for await (const page of pagesOf(this.readStore.collection(AUDIT), { where: filter, sort: NEWEST_FIRST })) {
      rows.push(...page.slice(0, MAX_EXPORT_ROWS - rows.length));
      if (rows.length >= MAX_EXPORT_ROWS) break;
    }
    return rows;
  }

  /**
   * The export's rows in words (issue 40 §1): every stream they name is read and folded once for the
   * whole export, not once per page (a service's or the materials' stream met on every page was read
   * and folded again each time), and the rows are worded a page at a time with what the folds kept.
   */
  async *worded(rows: AuditRowDoc[]): AsyncGenerator<AuditEntryView> {
    const replayed = await this.replayed(rows, true);
    for (let start = 0; start < rows.length; start += WORDED_PAGE) {
      yield* await this.views(rows.slice(start, start + WORDED_PAGE), replayed);
      await yieldToLoop();
    }
  }

  private async views(rows: AuditRowDoc[], replays?: Map<AuditRowDoc, Around>): Promise<AuditEntryView[]> {
    const replayed = replays ?? (await this.replayed(rows));
    const wanted = noNames();
    for (const row of rows) if (row.targetId && (row.targetKind === 'service' || row.targetKind === 'partner')) wanted[row.targetKind].push(row.targetId);
    for (const [row, around] of replayed) namesWanted(replayOfStream(row.streamId)!.kind, [around.before, around.after], wanted);
    const [people, names] = await Promise.all([
      this.people.load(rows.flatMap((row) => [row.actorId, row.memberId, row.targetKind === 'member' ? row.targetId : null])),
      this.names.load(wanted),
    ]);
    return rows.map((row) => {
      const around = replayed.get(row);
      return {
        id: row._id,
        at: row.at,
        actor: people.ref(row.actorId, row.position),
        action: row.action,
        target: { kind: row.targetKind, id: row.targetId, name: targetName(row, people, names, around) },
        member: people.ref(row.memberId, row.position),
        count: row.count,
        changes: row.changes && around ? changedFields(replayOfStream(row.streamId)!.kind, around.before, around.after, names) : [],
        about: lookInWords(row),
        stream: row.streamId,
        revision: row.revision,
      };
    });
  }

  /**
   * The record each row changed or names, right before and right after its event: every stream of the
   * rows is read once and folded once with its module's own evolve, however many rows it has. A page's
   * streams are read together; the export's (`forExport`) one after another, each kept only as the
   * compact record of what its rows show, so memory holds one stream's events at a time.
   */
  private async replayed(rows: AuditRowDoc[], forExport = false): Promise<Map<AuditRowDoc, Around>> {
    const byStream = new Map<string, AuditRowDoc[]>();
    for (const row of rows) {
      if (!(row.changes || namedByReplay(row)) || !replayOfStream(row.streamId)) continue;
      const streamRows = byStream.get(row.streamId);
      if (streamRows) streamRows.push(row);
      else byStream.set(row.streamId, [row]);
    }
    const found = new Map<AuditRowDoc, Around>();
    const replay = async ([stream, streamRows]: [string, AuditRowDoc[]]) => {
      const events = await readStreamInSlices(this.store, stream);
      const arounds = await replayOfStream(stream)!.around(events, streamRows.map((row) => ({ revision: row.revision, target: row.targetId })));
      streamRows.forEach((row, index) => found.set(row, forExport ? compactAround(arounds[index]) : arounds[index]));
    };
    if (forExport) for (const stream of byStream) await replay(stream);
    else await Promise.all([...byStream].map(replay));
    return found;
  }
}

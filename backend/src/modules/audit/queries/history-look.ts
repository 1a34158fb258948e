import { Injectable } from '@nestjs/common';
import type { HistoryQuery, StreamHistoryView } from '../../../contract/audit';
import { AccessLog, type PersonalDataAccessed } from '../../../platform/access-log/access-log';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { StreamHistory } from './stream-history';

/**
 * The trail's row for a history that was read (issue 22 §2): a member's stream holds the person at
 * every revision, a service's the people signed up to it, so reading either is a look at personal
 * data, at the revision shown. A partner site's stream holds its settings only, and is no look.
 */
export function historyLook(view: StreamHistoryView): PersonalDataAccessed['data'] | null {
  const moment = { revision: view.revision, event: view.current.event, eventAt: view.current.at };
  const id = view.stream.slice(view.stream.indexOf('-') + 1);
  if (view.kind === 'member') return { kind: 'member-history', userId: id, ...moment };
  if (view.kind === 'service') return { kind: 'service-history', serviceId: id, rows: view.record.signups?.length ?? 0, ...moment };
  return null;
}

/** A history as staff read it: the view, and the trail's row when it is a look at personal data. */
@Injectable()
export class HistoryLooks {
  constructor(
    private readonly history: StreamHistory,
    private readonly accessLog: AccessLog,
  ) {}

  async read(stream: string, query: HistoryQuery, meta: CommandMeta): Promise<StreamHistoryView> {
    const view = await this.history.read(stream, query);
    const look = historyLook(view);
    if (look) await this.accessLog.record(meta, look);
    return view;
  }
}

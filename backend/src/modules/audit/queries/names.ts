import { Injectable } from '@nestjs/common';
import { Doc, ReadStore } from '../../../platform/read-store/read-store.port';
import { schoolText } from '../../../shared/i18n/field-words';

/** What an id may name in a record or on a trail row, and the read model (by name) that holds its name now. */
export type NamedKind = 'school' | 'service' | 'partner';

const COLLECTIONS: Record<NamedKind, string> = { school: 'schools', service: 'services', partner: 'partners' };

/** A school by its name and OM id, as the user edit form shows it; the rest by their name. */
const nameOf = (kind: NamedKind, doc: Doc) => (kind === 'school' ? schoolText(String(doc.name ?? ''), String(doc.om ?? '')) : String(doc.name ?? ''));

/** The names of the schools, services and partners a page of the trail or a history mentions. */
export class NameBook {
  constructor(private readonly names: ReadonlyMap<string, string>) {}

  /** Null when nothing of that kind has the id (the caller says what to write instead). */
  of(kind: NamedKind, id: string): string | null {
    return this.names.get(`${kind}:${id}`) || null;
  }
}

/** Wanted ids by kind; one query per kind. */
export type NameRequests = Partial<Record<NamedKind, Iterable<string>>>;

@Injectable()
export class NameDirectory {
  constructor(private readonly readStore: ReadStore) {}

  async load(requests: NameRequests): Promise<NameBook> {
    const names = new Map<string, string>();
    await Promise.all(
      (Object.entries(requests) as Array<[NamedKind, Iterable<string>]>).map(async ([kind, wanted]) => {
        const ids = [...new Set(wanted)];
        if (ids.length === 0) return;
        const docs = await this.readStore.collection<Doc>(COLLECTIONS[kind]).find({ _id: { $in: ids } });
        for (const doc of docs) names.set(`${kind}:${doc._id}`, nameOf(kind, doc));
      }),
    );
    return new NameBook(names);
  }
}

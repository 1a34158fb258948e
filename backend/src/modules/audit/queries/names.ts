import { Injectable } from '@nestjs/common';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { schoolText } from '../../../shared/i18n/field-words';
import { serviceNames } from '../../catalogue/public/catalogue-counts';
import { partnerNames } from '../../partners/public/partner-insights';
import { schoolReader } from '../../reference/public/schools';

/** What an id may name in a record or on a trail row. */
export type NamedKind = 'school' | 'service' | 'partner';

/** Each kind's names now, by id, from the module that owns it: a school by its name and OM id, as the user edit form shows it. */
const NAMES_OF: Record<NamedKind, (readStore: ReadStore, ids: string[]) => Promise<Map<string, string>>> = {
  school: async (readStore, ids) => new Map((await schoolReader(readStore).byIds(ids)).map((school) => [school._id, schoolText(school.name, school.om)])),
  service: serviceNames,
  partner: partnerNames,
};

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
        for (const [id, name] of await NAMES_OF[kind](this.readStore, ids)) names.set(`${kind}:${id}`, name);
      }),
    );
    return new NameBook(names);
  }
}

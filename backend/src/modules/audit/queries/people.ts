import { Injectable } from '@nestjs/common';
import type { PersonRef } from '../../../contract/audit';
import { findByIds } from '../../../platform/read-store/page-in-slices';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { AUDIT_PEOPLE, AuditPersonDoc, nameAt } from '../projections/audit-people.projection';

/** Names of the people on a page of the trail or a history, as they were at each moment. */
export class PeopleAt {
  constructor(private readonly people: Map<string, AuditPersonDoc>) {}

  /** An erased person keeps their id (it names nobody now) and has no name: "Törölt tag". */
  ref(id: string | null | undefined, position: number): PersonRef | null {
    if (!id) return null;
    return { id, name: nameAt(this.people.get(id), position) };
  }
}

@Injectable()
export class PeopleDirectory {
  constructor(private readonly readStore: ReadStore) {}

  async load(ids: Iterable<string | null | undefined>): Promise<PeopleAt> {
    const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
    const docs = await findByIds(this.readStore.collection(AUDIT_PEOPLE), wanted);
    return new PeopleAt(new Map(docs.map((doc) => [doc._id, doc])));
  }
}

import type { Doc, IndexSpec } from './read-store.port';

/**
 * A read model's typed handle, declared once beside the projection that writes it: its name, its
 * document type and its indexes. `ReadStore.collection` takes only a handle, so a model is opened by
 * whoever holds its handle; handles stay inside their module (scripts/lint/read-model-owners.mjs), and
 * other modules read through a reader in the owner's `public/`.
 */
export interface ReadModel<T extends Doc> {
  readonly name: string;
  readonly indexes: readonly IndexSpec<T>[];
  /** Never set: carries the document type. */
  readonly document?: T;
}

export function readModel<T extends Doc>(name: string, indexes: readonly IndexSpec<T>[] = []): ReadModel<T> {
  return Object.freeze({ name, indexes });
}

import type { CHOSEN_EXPORT_MAX } from '@backend/contract/common';

/**
 * The most ticked rows one export link names (the contract's CHOSEN_EXPORT_MAX: the bundle takes the
 * contract's types only, and this type fails the typecheck if the two ever differ).
 */
export const CHOSEN_EXPORT_LIMIT: typeof CHOSEN_EXPORT_MAX = 200;

/** The export link's query naming the ticked rows (`?users=a,b`), or none for the whole list. */
export const chosenExportSearch = (chosen: string[] | undefined): string | undefined => (chosen ? `?${new URLSearchParams({ users: chosen.join(',') })}` : undefined);

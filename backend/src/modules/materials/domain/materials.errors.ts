import { ErrorEntry, failure } from '../../../shared/domain-error';

/** The materials' codes, each with its one status and its Hungarian text. */
export const MATERIALS_ERRORS = {
  MATERIAL_GROUP_NOT_FOUND: { status: 404, text: 'A tananyagcsoport nem található, lehet, hogy időközben törölték.' },
  MATERIAL_NOT_FOUND: { status: 404, text: 'A tananyag nem található, lehet, hogy időközben törölték.' },
  /** Not in SPEC: a group is deleted only once empty, so no material goes with it unseen. */
  MATERIAL_GROUP_NOT_EMPTY: { status: 409, text: 'Csak üres csoport törölhető: előbb töröld vagy helyezd át a tananyagait.' },
  /** Not in SPEC (issue 41 §2): members never see an empty material. */
  MATERIAL_EMPTY: { status: 409, text: 'Üres tananyag nem tehető közzé: előbb adj meg egy linket, vagy tölts fel egy fájlt.' },
  /** Not in SPEC (decision 0106): a published material keeps its content; taking it away means unpublishing first. */
  MATERIAL_PUBLISHED_NEEDS_CONTENT: { status: 409, text: 'Közzétett tananyag linkje nem törölhető: előbb vond vissza a közzétételből.' },
} as const satisfies Record<string, ErrorEntry>;

export const materialGroupNotFound = () => failure(MATERIALS_ERRORS, 'MATERIAL_GROUP_NOT_FOUND');
export const materialNotFound = () => failure(MATERIALS_ERRORS, 'MATERIAL_NOT_FOUND');
export const materialEmpty = () => failure(MATERIALS_ERRORS, 'MATERIAL_EMPTY');
export const publishedNeedsContent = () => failure(MATERIALS_ERRORS, 'MATERIAL_PUBLISHED_NEEDS_CONTENT');
export const groupNotEmpty = () => failure(MATERIALS_ERRORS, 'MATERIAL_GROUP_NOT_EMPTY');

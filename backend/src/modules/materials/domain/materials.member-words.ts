/** Words the members' materials list shows; the admin's choice and the trail read them too (`materials.texts.ts`). */

/** A material's type, as the members' list and the admin's choice read it. */
export const MATERIAL_TYPE_TEXTS = { pdf: 'PDF', doc: 'Word-dokumentum', ppt: 'Bemutató', trello: 'Trello-tábla', video: 'Videó' } as const;

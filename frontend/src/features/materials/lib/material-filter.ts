import type { MaterialGroupView } from '@backend/contract/materials';

/** The tags of a group as a list (SPEC §9: joined by semicolons). */
export const tagsOf = (group: Pick<MaterialGroupView, 'tags'>): string[] => group.tags.split(';').filter((tag) => tag !== '');

/** Every tag once, in the order the groups first use them. */
export function allTags(groups: readonly MaterialGroupView[]): string[] {
  return [...new Set(groups.flatMap(tagsOf))];
}

const fold = (text: string) => text.toLocaleLowerCase('hu').normalize('NFD').replace(/\p{Diacritic}/gu, '');

/**
 * The groups to show: those carrying every chosen tag, each with the materials whose name contains
 * the search (accents and case ignored); a group left without materials by the search hides.
 */
export function filterMaterials(groups: readonly MaterialGroupView[], { tags, search }: { tags: readonly string[]; search: string }): MaterialGroupView[] {
  const wanted = fold(search.trim());
  return groups
    .filter((group) => tags.every((tag) => tagsOf(group).includes(tag)))
    .map((group) => (wanted ? { ...group, materials: group.materials.filter((m) => fold(m.name).includes(wanted)) } : group))
    .filter((group) => !wanted || group.materials.length > 0);
}

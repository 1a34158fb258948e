import type { Profile } from './api/get-profile';

export const LEVEL_KEYS = [
  'altalanosIskola',
  'gimnazium',
  'szakgimnazium',
  'szakmaiTargy',
  'idenErettsegi',
  'felsooktatas',
] as const satisfies ReadonlyArray<keyof Profile>;

export type LevelKey = (typeof LEVEL_KEYS)[number];
export type Levels = Record<LevelKey, boolean>;

/** SPEC §4: a vocational subject is taught at a technikum; this year's exams need that subject. */
export const LEVEL_PARENT: Partial<Record<LevelKey, LevelKey>> = {
  szakmaiTargy: 'szakgimnazium',
  idenErettsegi: 'szakmaiTargy',
};

/** Ticks or unticks one box; unticking a parent also unticks everything that depends on it. */
export function setLevel(levels: Levels, key: LevelKey, checked: boolean): Levels {
  let next: Levels = { ...levels, [key]: checked };
  if (!checked) {
    for (const [child, parent] of Object.entries(LEVEL_PARENT) as Array<[LevelKey, LevelKey]>) {
      if (parent === key && next[child]) next = setLevel(next, child, false);
    }
  }
  return next;
}

/** Applies the rules to stored data, so no dependent box is ticked under an unticked parent. */
export function normalizeLevels(levels: Levels): Levels {
  return LEVEL_KEYS.reduce((current, key) => {
    const parent = LEVEL_PARENT[key];
    return parent && !current[parent] ? { ...current, [key]: false } : current;
  }, levels);
}

export const pickLevels = (profile: Profile): Levels =>
  Object.fromEntries(LEVEL_KEYS.map((key) => [key, profile[key] === true])) as Levels;

/**
 * The levels a member teaches at (SPEC §3), a chain of ticks (TEACHING_LEVEL_PARENT): a domain value the
 * profile events, the read models, the API's contract and the frontend name the same way, declared here
 * apart from the events (the contract imports no events file).
 */
export interface TeachingLevels {
  altalanosIskola: boolean;
  gimnazium: boolean;
  szakgimnazium: boolean;
  szakmaiTargy: boolean;
  idenErettsegi: boolean;
  felsooktatas: boolean;
}

export type TeachingLevel = keyof TeachingLevels;

/** The six levels in the order the profile shows them. */
export const TEACHING_LEVELS = [
  'altalanosIskola',
  'gimnazium',
  'szakgimnazium',
  'szakmaiTargy',
  'idenErettsegi',
  'felsooktatas',
] as const satisfies readonly TeachingLevel[];

/** SPEC §4: a vocational subject is taught at a technikum (szakgimnazium); this year's exams need that subject. */
export const TEACHING_LEVEL_PARENT: Partial<Record<TeachingLevel, TeachingLevel>> = {
  szakmaiTargy: 'szakgimnazium',
  idenErettsegi: 'szakmaiTargy',
};

/** Ticks or unticks one level; unticking a parent also unticks everything that depends on it. */
export function setTeachingLevel(levels: TeachingLevels, level: TeachingLevel, checked: boolean): TeachingLevels {
  let next: TeachingLevels = { ...levels, [level]: checked };
  if (!checked) {
    for (const [child, parent] of Object.entries(TEACHING_LEVEL_PARENT) as Array<[TeachingLevel, TeachingLevel]>) {
      if (parent === level && next[child]) next = setTeachingLevel(next, child, false);
    }
  }
  return next;
}

/**
 * No dependent level stays ticked under an unticked parent. The server applies it to every profile it
 * stores, so no client can store a contradiction; the profile form applies it to what it shows.
 */
export function normalizeTeachingLevels(levels: TeachingLevels): TeachingLevels {
  return TEACHING_LEVELS.reduce((current, level) => {
    const parent = TEACHING_LEVEL_PARENT[level];
    return parent && !current[parent] ? { ...current, [level]: false } : current;
  }, levels);
}

/** The six levels of a profile, copied field by field (the views that show them spread this in). */
export function teachingLevelsOf(levels: TeachingLevels): TeachingLevels {
  return {
    altalanosIskola: levels.altalanosIskola,
    gimnazium: levels.gimnazium,
    szakgimnazium: levels.szakgimnazium,
    szakmaiTargy: levels.szakmaiTargy,
    idenErettsegi: levels.idenErettsegi,
    felsooktatas: levels.felsooktatas,
  };
}

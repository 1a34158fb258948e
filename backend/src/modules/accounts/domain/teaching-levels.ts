import { TeachingLevels } from './user.events';

/**
 * SPEC §4: unticking technikum (szakgimnazium) also clears szakmaiTargy and idenErettsegi; unticking
 * szakmaiTargy clears idenErettsegi. Applied on the server too, so no client can store a contradiction.
 */
export function normalizeTeachingLevels(levels: TeachingLevels): TeachingLevels {
  const szakmaiTargy = levels.szakgimnazium && levels.szakmaiTargy;
  return { ...levels, szakmaiTargy, idenErettsegi: szakmaiTargy && levels.idenErettsegi };
}

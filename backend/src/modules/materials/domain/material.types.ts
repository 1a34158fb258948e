/** SPEC §3/§9: what a material is; its icon image is named after the type. */
export const MATERIAL_TYPES = ['pdf', 'doc', 'ppt', 'trello', 'video'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** Types that are always a link elsewhere: online only, never saved for offline reading. */
export const ONLINE_ONLY_TYPES: readonly MaterialType[] = ['trello', 'video'];

/** A file uploaded as the material, served by this site to members only. */
export interface MaterialFile {
  fileId: string;
  filename: string;
  size: number;
  contentType: string;
}

export interface Material {
  materialId: string;
  name: string;
  type: MaterialType;
  link: string;
  file: MaterialFile | null;
  /** Members see a material only once staff publish it, which needs a link or a file (issue 41 §2). */
  published: boolean;
}

/** A link or an uploaded file: what a material must have to be published (an uploaded file sets the link too). */
export const hasContent = ({ link, file }: Pick<Material, 'link' | 'file'>): boolean => link !== '' || file !== null;

export interface MaterialGroup {
  groupId: string;
  tags: string[];
  materials: Material[];
}

/**
 * SPEC §9: tags travel joined by semicolons. Trimmed, empty ones dropped, repeats removed (ignoring
 * case), first spelling and order kept.
 */
export function normalizeTags(joined: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of joined.split(';').map((t) => t.trim().replace(/\s+/g, ' '))) {
    const key = tag.toLocaleLowerCase('hu');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export const joinTags = (tags: readonly string[]): string => tags.join(';');

/** Where an uploaded material file is served (members and admins, with a download token). */
export const MATERIAL_FILE_PATH = '/klub/tananyagok/letoltesek/';

export const materialFileLink = (materialId: string, fileId: string): string => `${MATERIAL_FILE_PATH}${materialId}/${fileId}`;

/**
 * Whether a material opens only with a connection, and so is never saved for offline reading: a
 * trello board or a video, or any document linked from elsewhere instead of uploaded here (an
 * opaque cross-site answer cannot be checked or kept). A material without a link opens nowhere.
 */
export function isOnlineOnly({ type, link }: Pick<Material, 'type' | 'link'>): boolean {
  return ONLINE_ONLY_TYPES.includes(type) || (link !== '' && !link.startsWith(MATERIAL_FILE_PATH));
}

/** A material's link: an http(s) URL, or a file of this site. */
export function isMaterialLink(link: unknown): boolean {
  if (typeof link !== 'string' || link.length > 2000) return false;
  if (/^\/klub\/tananyagok\/letoltesek\/[A-Za-z0-9-]+\/[A-Za-z0-9-]+$/.test(link)) return true;
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

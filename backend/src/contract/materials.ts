import type { MaterialType } from '../modules/materials/domain/material.types';
import type { MoveBody } from './common';

export type { MaterialType };

/** SPEC §3 Material; `size` (bytes) and `online` say how it can be read. */
export interface MaterialView {
  id: string;
  name: string;
  type: MaterialType;
  /** An http(s) URL, or a file of this site (opened with `?token=` of GET /materials/downloadtoken). */
  link: string;
  order: number;
  /** The uploaded file's size in bytes; null for a link. */
  size: number | null;
  /** Opens only with a connection and is never saved for offline: trello boards, videos, and documents linked from elsewhere. */
  onlineOnly: boolean;
  /** Not in SPEC (issue 41 §2): false for a draft, which only the admin list carries; members get published ones only. */
  published: boolean;
}

/** SPEC §3 Material group: tags joined by semicolons (SPEC §9), materials in order. */
export interface MaterialGroupView {
  id: string;
  order: number;
  tags: string;
  materials: MaterialView[];
}

/** PUT /admin/materials: the id, and any of the three fields. */
export interface EditMaterialBody {
  id: string;
  name?: string;
  type?: MaterialType;
  link?: string;
}

/** PUT /admin/materials/groups */
export interface GroupTagsBody {
  id: string;
  tags: string;
}

/** POST /admin/materials */
export interface CreateMaterialBody {
  materialGroupId: string;
}

/** DELETE /admin/materials, DELETE /admin/materials/groups */
export interface MaterialIdBody {
  id: string;
}

/** POST /admin/materials/reorder */
export interface MaterialMoveBody extends MoveBody {
  materialGroupId: string;
}

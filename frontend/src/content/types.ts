/** Shapes of the editable page copy. Keep content files plain data: no JSX, no logic. */

/** A block of running text: a paragraph, or a bulleted list when `items` is given. */
export type ContentBlock = string | { items: string[] };

export interface ContentSection {
  heading: string;
  blocks: ContentBlock[];
}

export interface Partner {
  id: string;
  name: string;
  /** Path of the logo under public/. */
  logo: string;
  website?: string;
  /** The one highlighted sponsor. */
  highlighted?: boolean;
  description?: string;
}

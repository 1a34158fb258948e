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
  /**
   * The same logo as a small raster image (scripts/rasterize-images.mjs), for the footer's strip on
   * every page: an SVG image is a document of its own that Chromium builds and paints on the main thread.
   */
  smallLogo: string;
  website?: string;
  /** The one highlighted sponsor. */
  highlighted?: boolean;
  description?: string;
}

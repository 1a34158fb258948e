/** The ZIP format's record signatures and method (APPNOTE 6.3), shared by the reader (uploads) and the writer (exports). */
export const LOCAL_HEADER = 0x04034b50;
export const DIRECTORY_ENTRY = 0x02014b50;
export const END_OF_DIRECTORY = 0x06054b50;
export const DEFLATED = 8;

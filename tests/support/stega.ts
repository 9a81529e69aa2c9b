/** The invisible characters click-to-edit markers (stega) are written in: present in preview, never in published pages. */
export const STEGA = /[\u200B-\u200D\u2060\uFEFF]/;

/**
 * The theme tokens a share image is drawn with: the site's own (app/tailwind.css, `@theme`), by the same names;
 * tests/unit/share-image.test.ts checks each value against that file. A picture cannot read CSS variables.
 */
export const SHARE_COLORS = {
  "ink-950": "#020617",
  "ink-900": "#0f172a",
  "ink-300": "#cbd5e1",
  "brand-600": "#4f46e5",
  "brand-300": "#a5b4fc",
  "accent-600": "#0d9488",
  "accent-300": "#5eead4",
  "sun-400": "#facc15",
} as const;

/**
 * The drawing's version, part of every picture's hash: change it with the drawing (app/share/render.server.tsx),
 * and every page gets a new picture URL, so no cache keeps an old drawing.
 */
export const SHARE_IMAGE_TEMPLATE = 1;

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

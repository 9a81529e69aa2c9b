import { createImageUrlBuilder } from "@sanity/image-url";
import type { ImageSourceConfig } from "../types";

/*
 * Content images are resolved on the server, once per answer: the Sanity image URL builder (and the map of bundled
 * files) never reach the browser, which gets plain `src`/`srcSet` strings in the page's data.
 *
 * The bundled dataset's images (fixtures/images/<sha1>-<w>x<h>.<ext>, named as Sanity's CDN names them) are
 * emitted by Vite as hashed assets, so bundled and mocked modes serve them from this site.
 */
const bundledImages = import.meta.glob<string>("/fixtures/images/*", {
  eager: true,
  query: "?url",
  import: "default",
});

/** An image as every query projects it (`imageFields` in app/content/queries.ts). */
export interface ImageFieldInput {
  ref: string | null;
  alt: string | null;
  hotspot?: { x?: number | null; y?: number | null; width?: number | null; height?: number | null } | null;
  crop?: { top?: number | null; bottom?: number | null; left?: number | null; right?: number | null } | null;
  lqip?: string | null;
}

/** What a page gets for an image: ready to put on an <img>, nothing left to compute in the browser. */
export interface ResolvedImage {
  src: string;
  /** Widths of the same picture, for `sizes` to choose from; absent for vector files, which scale by themselves. */
  srcSet: string | null;
  /** Intrinsic size after the editor's crop: the <img>'s width and height, so the browser reserves the space. */
  width: number;
  height: number;
  alt: string | null;
  /** A tiny blurred preview (Sanity's `lqip` metadata, a data: URL) shown while the image loads. */
  lqip: string | null;
  /** Where the editor's hotspot is, as one of nine CSS positions, for slots that cut the picture to a shape. */
  focus: Focus;
}

export type Focus = `${"left" | "center" | "right"} ${"top" | "center" | "bottom"}`;

/** A query result with every image field replaced by its resolved form. */
export type WithResolvedImages<T> = T extends ImageFieldInput
  ? ResolvedImage | null
  : T extends ReadonlyArray<infer U>
    ? Array<WithResolvedImages<U>>
    : T extends object
      ? { [K in keyof T]: WithResolvedImages<T[K]> }
      : T;

/** The widths offered in a srcset (never wider than the file itself). */
export const SRCSET_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const;

/** Sanity asset ref `image-<id>-<w>x<h>-<ext>` → its CDN file name `<id>-<w>x<h>.<ext>`. */
export function fileNameFromRef(ref: string): string | null {
  const match = /^image-([a-zA-Z0-9]+)-(\d+x\d+)-([a-z0-9]+)$/.exec(ref);
  return match ? `${match[1]}-${match[2]}.${match[3]}` : null;
}

export function dimensionsFromRef(ref: string): { width: number; height: number } | null {
  const match = /-(\d+)x(\d+)-[a-z0-9]+$/.exec(ref);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

const isImageField = (value: object): value is ImageFieldInput =>
  "ref" in value && (value.ref === null || (typeof value.ref === "string" && value.ref.startsWith("image-")));

const fraction = (value: number | null | undefined) =>
  typeof value === "number" && value >= 0 && value < 1 ? value : 0;

function focusOf(image: ImageFieldInput): Focus {
  const crop = image.crop ?? {};
  const left = fraction(crop.left);
  const top = fraction(crop.top);
  const visibleWidth = Math.max(1 - left - fraction(crop.right), 0.01);
  const visibleHeight = Math.max(1 - top - fraction(crop.bottom), 0.01);
  // The hotspot's centre within the cropped picture, 0…1 on each axis.
  const x = ((image.hotspot?.x ?? 0.5) - left) / visibleWidth;
  const y = ((image.hotspot?.y ?? 0.5) - top) / visibleHeight;
  const third = (v: number, [low, mid, high]: readonly [string, string, string]) =>
    v < 1 / 3 ? low : v > 2 / 3 ? high : mid;
  return `${third(x, ["left", "center", "right"])} ${third(y, ["top", "center", "bottom"])}` as Focus;
}

/** One image field → what an <img> needs, or null when it has no file. */
export function resolveImage(
  config: ImageSourceConfig,
  image: ImageFieldInput | null | undefined,
): ResolvedImage | null {
  if (!image?.ref) return null;
  const size = dimensionsFromRef(image.ref);
  if (!size) return null;
  const crop = image.crop ?? {};
  const width = Math.max(1, Math.round(size.width * (1 - fraction(crop.left) - fraction(crop.right))));
  const height = Math.max(1, Math.round(size.height * (1 - fraction(crop.top) - fraction(crop.bottom))));
  const common = { width, height, alt: image.alt ?? null, lqip: image.lqip ?? null, focus: focusOf(image) };
  const vector = image.ref.endsWith("-svg");

  if (config.kind === "bundled") {
    const fileName = fileNameFromRef(image.ref);
    const src = fileName ? bundledImages[`/fixtures/images/${fileName}`] : undefined;
    return src ? { ...common, src, srcSet: null } : null;
  }
  // The builder applies the editor's crop (rect=…) from the asset's own size; auto=format lets Sanity's CDN send
  // AVIF or WebP to browsers that take them.
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
  });
  const source = {
    asset: { _ref: image.ref },
    ...(image.crop ? { crop: { top: 0, bottom: 0, left: 0, right: 0, ...definedOnly(image.crop) } } : {}),
    ...(image.hotspot ? { hotspot: { x: 0.5, y: 0.5, width: 1, height: 1, ...definedOnly(image.hotspot) } } : {}),
  };
  const url = (w: number) => builder.image(source).width(w).fit("max").auto("format").url();
  if (vector) return { ...common, src: builder.image(source).url(), srcSet: null };
  const widths = SRCSET_WIDTHS.filter((w) => w < width);
  const ladder = [...widths, width];
  return {
    ...common,
    src: url(Math.min(width, 1280)),
    srcSet: ladder.map((w) => `${url(w)} ${w}w`).join(", "),
  };
}

function definedOnly<T extends object>(value: T): { [K in keyof T]: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === "number")) as never;
}

/** Every image field anywhere in a query result, resolved (see WithResolvedImages). */
export function resolveImages<T>(value: T, config: ImageSourceConfig): WithResolvedImages<T> {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== "object") return node;
    if (isImageField(node)) return resolveImage(config, node);
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(value) as WithResolvedImages<T>;
}

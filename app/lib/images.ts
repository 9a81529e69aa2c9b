import imageUrlBuilder from "@sanity/image-url";
import type { ImageField, ImageSourceConfig } from "~/content/types";

/*
 * The bundled dataset's images (fixtures/images/<sha1>-<w>x<h>.<ext>, named as Sanity's CDN names them) are
 * emitted by Vite as hashed assets, so bundled and mocked modes serve them from this site.
 */
const bundledImages = import.meta.glob<string>("/fixtures/images/*", {
  eager: true,
  query: "?url",
  import: "default",
});

/** Sanity asset ref `image-<id>-<w>x<h>-<ext>` → its CDN file name `<id>-<w>x<h>.<ext>`. */
export function fileNameFromRef(ref: string): string | null {
  const match = /^image-([a-zA-Z0-9]+)-(\d+x\d+)-([a-z0-9]+)$/.exec(ref);
  return match ? `${match[1]}-${match[2]}.${match[3]}` : null;
}

export function dimensionsFromRef(ref: string): { width: number; height: number } | null {
  const match = /-(\d+)x(\d+)-[a-z0-9]+$/.exec(ref);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** URL of an image at the width it is shown (Sanity's CDN resizes; local SVGs scale by themselves). */
export function imageUrl(config: ImageSourceConfig, image: ImageField | null | undefined, width: number): string | null {
  if (!image?.ref) return null;
  if (config.kind === "sanity") {
    const builder = imageUrlBuilder({ projectId: config.projectId, dataset: config.dataset });
    return builder.image(image.ref).width(width).auto("format").fit("max").url();
  }
  const fileName = fileNameFromRef(image.ref);
  return fileName ? (bundledImages[`/fixtures/images/${fileName}`] ?? null) : null;
}

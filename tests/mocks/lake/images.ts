import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SanityDocument } from "@shared/content/groq";

/* Images in the local lake: an upload's size and type from its bytes, and the bundled dataset's image assets. */

/** Width and height from a PNG, GIF, JPEG or SVG's first bytes (what an upload needs for its asset id). */
export function imageSize(bytes: Buffer): { width: number; height: number; extension: string } | null {
  if (bytes.subarray(1, 4).toString() === "PNG") {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), extension: "png" };
  }
  if (bytes.subarray(0, 3).toString() === "GIF") {
    return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8), extension: "gif" };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      const length = bytes.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7), extension: "jpg" };
      }
      offset += 2 + length;
    }
    return null;
  }
  const text = bytes.subarray(0, 2048).toString("utf8");
  if (text.includes("<svg")) {
    const viewBox = /viewBox=["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(text);
    const width = Number(/\swidth=["']([\d.]+)/.exec(text)?.[1] ?? viewBox?.[1]);
    const height = Number(/\sheight=["']([\d.]+)/.exec(text)?.[1] ?? viewBox?.[2]);
    if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height), extension: "svg" };
  }
  return null;
}

export const CONTENT_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
};

/**
 * The bundled dataset with a `sanity.imageAsset` document for each image it refers to (fixtures/images, named as
 * Sanity names them), as a dataset imported with its assets has: the Studio checks that an image's asset exists.
 */
export function withImageAssets(
  documents: SanityDocument[],
  options: { projectId: string; dataset: string; imagesDirectory: string },
): SanityDocument[] {
  const refs = new Set(JSON.stringify(documents).match(/image-[a-f0-9]+-\d+x\d+-[a-z]+/g) ?? []);
  const assets = [...refs].flatMap((id): SanityDocument[] => {
    const [, sha1, width, height, extension] = /^image-([a-f0-9]+)-(\d+)x(\d+)-([a-z]+)$/.exec(id) ?? [];
    const fileName = `${sha1}-${width}x${height}.${extension}`;
    const file = path.join(options.imagesDirectory, fileName);
    if (!sha1 || !extension || !existsSync(file)) return [];
    const dimensions = { width: Number(width), height: Number(height), aspectRatio: Number(width) / Number(height) };
    return [
      {
        _id: id,
        _type: "sanity.imageAsset",
        assetId: sha1,
        sha1hash: sha1,
        extension,
        mimeType: CONTENT_TYPES[extension] ?? "application/octet-stream",
        size: readFileSync(file).length,
        originalFilename: fileName,
        path: `images/${options.projectId}/${options.dataset}/${fileName}`,
        url: `/images/${options.projectId}/${options.dataset}/${fileName}`,
        metadata: { _type: "sanityImageMetadata", dimensions },
      },
    ];
  });
  return [...documents, ...assets];
}

import type { SanityClient } from "sanity";

/*
 * Image sizes in bytes by asset id, for the content rules' image weight (app/shared/quality/quality.ts): each read from the
 * Content Lake once (an asset's id names its content, so its size never changes), only for the images asked about.
 */

const known = new Map<string, number | null>();

/** What the rules read an image's size with, once the sizes of `ids` are known (unknown when the Lake cannot say). */
export async function readImageSizes(
  client: SanityClient,
  ids: Iterable<string>,
): Promise<(assetId: string) => number | null> {
  const unknown = [...ids].filter((id) => !known.has(id));
  if (unknown.length > 0) {
    try {
      const found = await client.fetch<{ _id: string; size?: number }[]>(`*[_id in $ids]{ _id, size }`, {
        ids: unknown,
      });
      for (const id of unknown) known.set(id, found.find((asset) => asset._id === id)?.size ?? null);
    } catch {
      // (the Lake cannot be read: those sizes stay unknown, and the next check asks again)
    }
  }
  return (assetId) => known.get(assetId) ?? null;
}

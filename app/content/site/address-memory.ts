import { ADDRESS_MEMORY, KEPT_REDIRECTS_QUERY, type Remembered } from "@shared/addresses/address-moves";
export { ADDRESS_MEMORY };
import { hasAddress, ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
import { shortHash } from "@shared/setup/hash";

/*
 * The site's memory of addresses (docs/decisions/022-addresses-remembered.md): every routed document's paths as the
 * server last saw them, kept in the dataset, so that a name changed by anyone, anyhow, leaves a redirect from the
 * old path to the document. Pure: what to read, and what to write given what was read (address-memory.server.ts
 * reads and writes).
 */

/**
 * What the memory reads at once: the documents at an address of their own today (in the order of their ids), the
 * memory, the published redirects. Read `raw`: drafts are left out by their ids.
 */
export const ADDRESS_MEMORY_QUERY = `{
  "documents": *[${hasAddress} && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]
    | order(_id asc){ _id, _type, path, slug, slugs },
  "memory": *[_id == $memory][0]{ _rev, documents },
  "redirects": ${KEPT_REDIRECTS_QUERY}
}`;

/**
 * What makes the server look again, read through the content layer so that its live updates say when: a document's
 * address (the list every page's links read), or the memory made or removed.
 */
export const ADDRESS_MEMORY_TRIGGERS = [ROUTED_DOCUMENTS_QUERY, `count(*[_type == "${ADDRESS_MEMORY.type}"])`] as const;

/** The memory's entries as stored: an array item needs a `_key`. */
export const storedMemory = (documents: readonly Remembered[]) =>
  documents.map(({ id, paths }) => ({ _key: shortHash(id), id, paths: [...paths] }));

import { DICTIONARIES } from "@shared/dictionaries/by-locale";
import { LOCALES, type Locale } from "@shared/addresses/locales";
import { isDeepStrictEqual } from "node:util";
import { Coalesced } from "~/lib/coalesced.server";
import { SEARCHED_TYPES, searchDocuments, type SearchDocument, type SearchSources } from "./corpus";
import { buildIndex, type LocaleIndex } from "./engine";

/*
 * This server process's site search: an index per language, built from the content layer when the server starts
 * and brought up to date whenever the content layer tells of a change to a type it reads (a publish by live event
 * or webhook, a post whose time came), so every instance follows the CMS on its own: the entries made from the
 * changed documents are replaced, the rest left as they are (at once: a few entries). The first build never holds
 * up a page (./engine.ts builds in slices); only the first search after the server started waits for it.
 */

export type Load = () => Promise<SearchSources>;

/** How the content layer tells of changes (ContentLayer.onChange): the document types whose answers changed. */
export type OnContentChange = (listener: (change: { types: string[] }) => void) => () => void;

export class SiteSearch {
  private indexes: Map<Locale, LocaleIndex> | null = null;
  // A change told during a build brings one build more after it, never two at once (~/lib/coalesced.server.ts).
  private readonly builds = new Coalesced(async () => {
    try {
      await this.build();
    } catch (error) {
      // The previous index stays; the next change tries again.
      console.error("[search] the index could not be built:", error);
    }
  });

  constructor(private readonly load: Load) {}

  /** Builds the index again: once more after the current build when one is under way (a change came meanwhile). */
  refresh(): Promise<void> {
    return this.builds.run();
  }

  private async build() {
    const started = performance.now();
    const sources = await this.load();
    const documents = new Map(
      LOCALES.map((locale) => [locale, searchDocuments(sources, locale, DICTIONARIES[locale])] as const),
    );
    const took = () => `${Math.round(performance.now() - started)} ms`;
    if (this.indexes) {
      const moved = { added: 0, changed: 0, removed: 0 };
      for (const [locale, index] of this.indexes)
        for (const [what, count] of Object.entries(updateIndex(index, documents.get(locale) ?? [])))
          moved[what as keyof typeof moved] += count;
      console.info(
        `[search] index updated: ${moved.added} added, ${moved.changed} changed, ${moved.removed} removed in ${took()}`,
      );
      return;
    }
    const next = new Map<Locale, LocaleIndex>();
    for (const [locale, entries] of documents) next.set(locale, await buildIndex(entries, locale));
    this.indexes = next;
    const entries = [...documents.values()].reduce((sum, list) => sum + list.length, 0);
    console.info(`[search] index built: ${entries} entries in ${took()}`);
  }

  /** Builds again on every change the content layer tells of to a type the search reads ("*": any); unsubscribes. */
  follow(onChange: OnContentChange): () => void {
    return onChange(({ types }) => {
      if (types.includes("*") || types.some((type) => SEARCHED_TYPES.includes(type))) void this.refresh();
    });
  }

  /** The index of a language (waiting for the first one to be built); null only when none could ever be built. */
  async index(locale: Locale): Promise<LocaleIndex | null> {
    // (the build under way, else one of its own: a first build that failed is tried again by the next search)
    if (!this.indexes) await this.builds.settled();
    if (!this.indexes) await this.refresh();
    return this.indexes?.get(locale) ?? null;
  }
}

/**
 * Brings an index to `documents` in place, entry by entry: those gone are discarded, the new added, the changed
 * replaced; the rest are not touched (a post edited re-indexes that post, not the site). Returns what moved.
 */
export function updateIndex(index: LocaleIndex, documents: SearchDocument[]) {
  const next = new Map(documents.map((document) => [document.id, document]));
  let added = 0;
  let changed = 0;
  let removed = 0;
  for (const id of index.documents.keys()) {
    if (next.has(id)) continue;
    index.search.discard(id);
    index.documents.delete(id);
    removed += 1;
  }
  for (const [id, document] of next) {
    const before = index.documents.get(id);
    if (before && isDeepStrictEqual(before, document)) continue;
    if (before) index.search.replace(document);
    else index.search.add(document);
    index.documents.set(id, document);
    if (before) changed += 1;
    else added += 1;
  }
  return { added, changed, removed };
}

import { DICTIONARIES } from "~/i18n/dictionaries.server";
import { LOCALES, type Locale } from "@shared/locales";
import { SEARCHED_TYPES, searchDocuments, type SearchSources } from "./corpus";
import { buildIndex, type LocaleIndex } from "./engine";

/*
 * This server process's site search: an index per language, built from the content layer when the server starts
 * and built again whenever the content layer tells of a change to a type it reads (a publish by live event or
 * webhook, a post whose time came), so every instance follows the CMS on its own. Until the new index is ready the
 * previous one answers; building never holds up a page (./engine.ts builds in slices). Only the first search after
 * the server started waits for the first index.
 */

export type Load = () => Promise<SearchSources>;

/** How the content layer tells of changes (ContentLayer.onChange): the document types whose answers changed. */
export type OnContentChange = (listener: (change: { types: string[] }) => void) => () => void;

export class SiteSearch {
  private indexes: Map<Locale, LocaleIndex> | null = null;
  private building: Promise<void> | null = null;
  private again = false;

  constructor(private readonly load: Load) {}

  /** Builds the index again: once more after the current build when one is under way (a change came meanwhile). */
  refresh(): Promise<void> {
    if (this.building) {
      this.again = true;
      return this.building;
    }
    this.building = this.buildUntilCurrent();
    return this.building;
  }

  private async buildUntilCurrent() {
    try {
      do {
        this.again = false;
        try {
          await this.build();
        } catch (error) {
          // The previous index stays; the next change tries again.
          console.error("[search] the index could not be built:", error);
        }
      } while (this.again);
    } finally {
      // In the same turn as the last look at `again`: a change told after it starts a build of its own.
      this.building = null;
    }
  }

  private async build() {
    const started = performance.now();
    const sources = await this.load();
    const next = new Map<Locale, LocaleIndex>();
    let entries = 0;
    for (const locale of LOCALES) {
      const documents = searchDocuments(sources, locale, DICTIONARIES[locale]);
      entries += documents.length;
      next.set(locale, await buildIndex(documents, locale));
    }
    this.indexes = next;
    console.info(`[search] index built: ${entries} entries in ${Math.round(performance.now() - started)} ms`);
  }

  /** Builds again on every change the content layer tells of to a type the search reads ("*": any); unsubscribes. */
  follow(onChange: OnContentChange): () => void {
    return onChange(({ types }) => {
      if (types.includes("*") || types.some((type) => SEARCHED_TYPES.includes(type))) void this.refresh();
    });
  }

  /** The index of a language (waiting for the first one to be built); null only when none could ever be built. */
  async index(locale: Locale): Promise<LocaleIndex | null> {
    if (!this.indexes) await (this.building ?? this.refresh());
    return this.indexes?.get(locale) ?? null;
  }
}

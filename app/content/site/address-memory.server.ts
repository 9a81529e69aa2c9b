import { createClient, type SanityClient } from "@sanity/client";
import {
  addressChanges,
  addressMutations,
  nextMemory,
  rememberedOf,
  type KeptRedirect,
  type Remembered,
} from "@shared/addresses/address-moves";
import type { Env } from "@shared/setup/env.server";
import { ROUTED_TYPES } from "@shared/addresses/pages";
import { redirectPath } from "@shared/addresses/redirects";
import type { ContentLayer } from "../layer/layer.server";
import { writeClientConfig } from "@shared/setup/sanity-client.server";
import { ADDRESS_MEMORY, ADDRESS_MEMORY_QUERY, ADDRESS_MEMORY_TRIGGERS, storedMemory } from "./address-memory";
import { Coalesced } from "~/lib/coalesced.server";

/** The answer of ADDRESS_MEMORY_QUERY. */
interface Read {
  documents: { _id: string; _type: string; [field: string]: unknown }[];
  memory: { _rev: string; documents: Remembered[] | null } | null;
  redirects: KeptRedirect[];
}

/** How often the memory is looked at with no news from the live stream (it may be down). */
export const ADDRESS_MEMORY_CHECK_MS = 5 * 60_000;

/**
 * Keeps the site's memory of addresses (./address-memory.ts) in the dataset, with the server's write token: at
 * start, after every change to a routed document the live stream reports, and every few minutes. Every instance
 * does the same; the memory's revision makes one of them write and the others find nothing left to do.
 */
export class AddressMemory {
  private readonly looks = new Coalesced(() => this.lookOnce());

  constructor(
    private readonly client: SanityClient,
    private readonly logger: Pick<Console, "info" | "warn"> = console,
  ) {}

  /** Looks now, or once more after the look under way (never two at once). */
  check(): Promise<void> {
    return this.looks.run();
  }

  private async lookOnce(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.look();
      } catch (error) {
        // Someone wrote meanwhile (another instance, an editor): read again, and likely find nothing left to do.
        if ((error as { statusCode?: number }).statusCode === 409 && attempt < 3) continue;
        this.logger.warn(`[addresses] the old addresses could not be kept this time: ${(error as Error).message}`);
        return;
      }
    }
  }

  private async look(): Promise<void> {
    const read = await this.client.fetch<Read>(
      ADDRESS_MEMORY_QUERY,
      { memory: ADDRESS_MEMORY.id },
      { perspective: "raw", useCdn: false },
    );
    const after = rememberedOf(read.documents);
    if (!read.memory) {
      // The first look: what is there now is remembered; nothing moved yet.
      const { results } = await this.client.mutate(
        [{ createIfNotExists: { _id: ADDRESS_MEMORY.id, _type: ADDRESS_MEMORY.type, documents: storedMemory(after) } }],
        { returnDocuments: false },
      );
      if (results[0]?.operation === "create")
        this.logger.info(`[addresses] remembering the addresses of ${after.length} documents`);
      return;
    }
    const before = read.memory.documents ?? [];
    const stored = storedMemory(nextMemory(before, after));
    if (JSON.stringify(storedMemory(before)) === JSON.stringify(stored)) return;
    const changes = addressChanges(before, after, read.redirects);
    const memory = { id: ADDRESS_MEMORY.id, ifRevisionID: read.memory._rev, set: { documents: stored } };
    await this.client.mutate([...addressMutations(changes, true), { patch: memory }] as never, { visibility: "sync" });
    for (const { from, toPage } of changes.create) this.logger.info(`[addresses] ${from} → ${toPage._ref}: 301 kept`);
    for (const { from, page } of changes.takeOver) this.logger.info(`[addresses] ${from} → ${page}: 301 taken over`);
    for (const { from } of changes.switchOff)
      this.logger.info(`[addresses] ${redirectPath(from) ?? from}: a page is there again, its redirect switched off`);
  }
}

/**
 * Starts the memory for this process, when the site reads a Sanity dataset and may write to it (SANITY_WRITE_TOKEN);
 * null otherwise (the bundled dataset never moves). Its triggers are read through the content layer: a live event
 * that changes one of them (a routed document, the memory made or removed) brings a look.
 */
export function keepAddresses(layer: ContentLayer, env: Env): AddressMemory | null {
  if (layer.mode !== "sanity") return null;
  const config = writeClientConfig(env);
  if (!config) {
    console.info("[addresses] old addresses are kept only by the Studio's publish: SANITY_WRITE_TOKEN is not set");
    return null;
  }
  const memory = new AddressMemory(createClient(config));
  const watched = new Set<string>([...ROUTED_TYPES.map((routed) => routed.type), ADDRESS_MEMORY.type, "*"]);
  layer.onChange(({ types }) => {
    if (types.some((type) => watched.has(type))) void memory.check();
  });
  const look = () => Promise.all(ADDRESS_MEMORY_TRIGGERS.map((query) => layer.fetch(query))).then(() => memory.check());
  void look();
  setInterval(() => void look(), ADDRESS_MEMORY_CHECK_MS).unref();
  return memory;
}

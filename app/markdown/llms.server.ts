import type { AppLoadContext } from "@remix-run/node";
import { getEnv } from "@shared/setup/env.server";
import { LAYOUT_TYPES, LINK_TARGET_TYPES, SHOWN_TYPES } from "@shared/addresses/pages";
import { contentFor } from "~/content/layer/content.server";
import { isAnswerKey } from "~/content/layer/query-cache.server";
import { stegaClean } from "~/content/layer/stega.server";
import { ROUTED_DOCUMENTS_QUERY, SITE_SETTINGS_QUERY } from "~/content/queries";
import { dictionaryFor } from "~/i18n/dictionaries.server";
import { CACHE_CONTROL, isCoarseKey, surrogateKeyHeaders } from "~/lib/cache-control";
import { MARKDOWN_TYPE } from "~/lib/markdown-address";
import { SITE_NAME } from "@shared/setup/site-name";
import { llmsEntries, type LlmsEntry } from "./llms";
import type { MarkdownContext } from "./markdown";

/** What llms.txt and llms-full.txt of a request's language list: every public page, and the words to write them. */
export async function llmsOf(request: Request, context: AppLoadContext) {
  const content = await contentFor(request, context);
  const [documents, settings] = await Promise.all([
    content.run(ROUTED_DOCUMENTS_QUERY),
    content.run(SITE_SETTINGS_QUERY),
  ]);
  const markdown: MarkdownContext = {
    siteUrl: getEnv().SITE_URL,
    locale: content.locale,
    t: dictionaryFor(content.locale),
  };
  return {
    markdown,
    entries: llmsEntries(stegaClean(documents), markdown),
    siteName: stegaClean(settings?.siteName) || SITE_NAME,
    // Kept like a page, under the keys of what it read; never an answer from stand-in content or with drafts.
    kept: !content.preview && !(context.usage?.degraded ?? false),
  };
}

/** The answer for a file for machines: plain text (Markdown), kept by shared caches like a page when it may be. */
export function llmsResponse(body: string, kept: boolean, context: AppLoadContext) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": kept ? CACHE_CONTROL.page : CACHE_CONTROL.none,
      ...(kept && context.usage ? surrogateKeyHeaders(context.usage, "llms.txt or llms-full.txt") : {}),
    },
  });
}

/** What stands for the keys of a twin that names none. */
const ANY_TWIN = "*";

/** The llms-full.txt being built, by its path. */
const building = new Map<string, Promise<{ twins: Map<string, string>; keys: Set<string> }>>();

/**
 * Each page's twin, read as a visitor's would be: through the server's page cache (`readTwin` in the load context,
 * server/index.ts), or, without that server (`npm run dev`), by asking the site for the page as Markdown. The file
 * is kept under every answer its twins read (their keys), so it is dropped with any of them; too many to name in a
 * header, by every type a page shows. One build at a time per file: a second request meanwhile waits for the
 * first's (a cold cache renders every page once).
 */
export async function readTwins(entries: readonly LlmsEntry[], request: Request, context: AppLoadContext) {
  for (const type of [...SHOWN_TYPES, ...LAYOUT_TYPES, ...LINK_TARGET_TYPES]) context.usage?.types.add(type);
  const key = new URL(request.url).pathname;
  const { twins, keys } = await (building.get(key) ?? buildTwins(key, entries, request, context));
  for (const answer of keys) {
    if (isAnswerKey(answer)) context.usage?.answers.add(answer);
    // (a twin keyed by its types, or by none: the file is dropped on any change)
    else if (isCoarseKey(answer) || answer === ANY_TWIN) context.usage?.types.add("*");
  }
  return twins;
}

function buildTwins(key: string, entries: readonly LlmsEntry[], request: Request, context: AppLoadContext) {
  const origin = new URL(request.url).origin;
  const read =
    context.readTwin ??
    ((path: string) => fetch(`${origin}${path}`, { headers: { Accept: MARKDOWN_TYPE }, signal: request.signal }));
  const build = (async () => {
    const twins = new Map<string, string>();
    const keys = new Set<string>();
    // A few at a time: pages that are not kept yet are rendered, and other visitors are being served meanwhile.
    for (let start = 0; start < entries.length; start += 4) {
      await Promise.all(
        entries.slice(start, start + 4).map(async (entry) => {
          const response = await read(entry.path);
          if (!response.ok) return;
          twins.set(entry.path, await response.text());
          // (a twin no shared cache keeps, a form's page, names no keys: the file then goes with any change)
          const named = response.headers.get("xkey")?.split(" ") ?? [ANY_TWIN];
          for (const answer of named) keys.add(answer);
        }),
      );
    }
    return { twins, keys };
  })().finally(() => building.delete(key));
  building.set(key, build);
  return build;
}

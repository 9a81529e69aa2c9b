import type { QueryParams } from "@shared/content/groq";
import { documentTypesOf } from "@shared/content/groq";
import * as queries from "../queries";
import { ContentError, type ContentSource, type FetchOptions } from "./source.server";
import { checkResult, formatIssue, resultTypeOf } from "./validate.server";

/*
 * One answer from the CMS, checked: what the content layer's cache (query-cache.server.ts) asks for each query. Every
 * way it can fail comes back as a ContentError, never thrown; the log names a query by its name in queries.ts.
 */

export type Outcome = { ok: true; value: unknown } | { ok: false; error: ContentError };

const QUERY_NAMES = new Map<string, string>(
  Object.entries(queries).flatMap(([name, value]) =>
    typeof value === "string" ? [[value, name] as [string, string]] : [],
  ),
);

/** How a query is named in the log: its export name in queries.ts, else its first words. */
export function queryName(query: string): string {
  return QUERY_NAMES.get(query) ?? query.replace(/\s+/g, " ").slice(0, 40);
}

/** The document types a query reads; "*" (any) for a query that names none. */
export function typesOf(query: string, params: QueryParams): readonly string[] {
  const types = documentTypesOf(query, params);
  return types.length ? types : ["*"];
}

/** What a query shows, for the log: its document types, and its parameters. */
export function documentOf(query: string, params: QueryParams): string {
  const types = documentTypesOf(query, params).join(", ") || "documents";
  const args = Object.entries(params).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return args.length ? `${types} ${args.join(" ")}` : types;
}

/** The start of a log line about a query: its name and what it shows. */
export const aboutQuery = (query: string, params: QueryParams) =>
  `[content] ${queryName(query)} (${documentOf(query, params)})`;

/** Resolves to the outcome, or to a timeout once `ms` have passed (the work itself carries on). */
export function withDeadline(loading: Promise<Outcome>, ms: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () =>
        resolve({
          ok: false,
          error: new ContentError(`no answer within the ${ms} ms deadline (the fetch carries on)`, "timeout"),
        }),
      ms,
    );
    timer.unref?.();
    void loading.then((outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    });
  });
}

/** Asks the CMS once and checks the answer: every failure comes back as a ContentError, never thrown. */
export async function askChecked(
  primary: ContentSource,
  request: { query: string; params: QueryParams; required: boolean; options: FetchOptions },
  logger: Pick<Console, "warn">,
): Promise<Outcome & { syncTags: string[] }> {
  const { query, params, required, options } = request;
  // What would change the answer, once the CMS has given one: a missing or malformed document is refetched when a
  // live event names these, like any answer (a post published after a visitor met its 404, say).
  let syncTags: string[] = [];
  try {
    const answer = await primary.fetch(query, params, options);
    syncTags = answer.syncTags;
    if (required && (answer.result === null || answer.result === undefined)) {
      throw new ContentError(`${primary.description}: the document is missing`, "missing");
    }
    const checked = checkResult(query, answer.result, params);
    if (checked.issues.length > 0) {
      const list = checked.issues.map(formatIssue).join("; ");
      if (!checked.valid) throw new ContentError(`the content fails the schema: ${list}`, "wrong-shape");
      logger.warn(`${aboutQuery(query, params)}: malformed content repaired: ${list}`);
    }
    if (!checked.valid) throw new ContentError("the content fails the schema", "wrong-shape");
    return { ok: true, value: checked.value, syncTags: answer.syncTags };
  } catch (error) {
    const contentError =
      error instanceof ContentError
        ? error
        : new ContentError((error as Error).message, "unreachable", undefined, { cause: error });
    return { ok: false, error: contentError, syncTags };
  }
}

/** Derives every query's result type now (at start-up) rather than at its first use on a visitor's time. */
export function deriveResultTypes(): void {
  for (const query of QUERY_NAMES.keys()) {
    try {
      resultTypeOf(query);
    } catch {
      // A query sliced by parameters ([$start...$end]) is derived at its first use, with them.
    }
  }
}

import ipaddr from "ipaddr.js";
import { isbot } from "isbot";
import { landingOf, readVisit } from "@shared/results/attribution";
import { ROUTED_DOCUMENTS_QUERY } from "@shared/content/fragments";
import { addressesOf } from "@shared/addresses/names";
import { localeFromPath } from "@shared/addresses/locales";
import { routedPath } from "@shared/addresses/pages";
import { pagesServed } from "@shared/addresses/served";
import { campaignNameOf, sourceOf, type ViewKey } from "@shared/results/results";
import { CONTROL, readVariants } from "@shared/results/experiments";
import { RUNNING_EXPERIMENTS_QUERY } from "~/content/queries";
import type { ContentLayer } from "~/content/layer/layer.server";

type Runner = Pick<Awaited<ReturnType<ContentLayer["forRequest"]>>, "run">;

/*
 * A page view's beacon (app/results/visit.ts sends it): what it may say, and whether it is counted. Counted: a page
 * the site serves, viewed by a browser that did not ask not to be tracked (Sec-GPC) and is not a bot. Anything else
 * is answered and not counted; a body that is not a view is refused.
 */

/** A beacon's body at most: a path, a host and two campaign values fit many times over. */
export const VIEW_BODY_MAX = 2_048;

/**
 * What a beacon says, checked: the page viewed, where its visit came from, and whether this view is the visit's
 * landing (its first, sent once per visit: app/results/visit.ts), or that it is no view but the versions a visit was
 * shown on a page whose view was already said (`exposure`); null when it is no such thing.
 */
export function readView(text: string): {
  view: Omit<ViewKey, "day">;
  landing: boolean;
  exposure: boolean;
  variants: Record<string, string>;
} | null {
  let sent: unknown;
  try {
    sent = JSON.parse(text);
  } catch {
    return null;
  }
  if (!sent || typeof sent !== "object" || Array.isArray(sent)) return null;
  const pathName = landingOf((sent as { path?: unknown }).path);
  if (!pathName) return null;
  const visit = readVisit(text);
  return {
    view: {
      path: pathName,
      language: localeFromPath(pathName),
      source: sourceOf(visit),
      campaign: campaignNameOf(visit),
    },
    landing: (sent as { landing?: unknown }).landing === true,
    exposure: (sent as { exposure?: unknown }).exposure === true,
    // (the version of each experiment the visit was shown, said once a visit: app/results/visit.ts)
    variants: readVariants((sent as { variants?: unknown }).variants),
  };
}

/**
 * Who sent a view, as its limits count it: the client's address, or an IPv6 address's /64 (one network hands out
 * all of those to one customer). Held in memory only, never written.
 */
export function clientOf(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return "local";
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/** Whether a view is of no one who asked to be counted out: Global Privacy Control, or a bot's user agent. */
export function countable(header: (name: string) => string | null): boolean {
  if (header("sec-gpc")?.trim() === "1") return false;
  const agent = header("user-agent");
  return Boolean(agent) && !isbot(agent);
}

/**
 * The served paths, made once per set of documents' names: a beacon reads them on every view, and each run of the
 * query hands back a new (localized) copy, so the copy itself cannot tell whether anything changed.
 */
let known: { names: string; paths: Set<string> } | undefined;

/** Whether a path is one of the pages the site serves (app/shared/addresses/served.ts), for the content as it is now. */
export async function servedPaths(content: Runner): Promise<(path: string) => boolean> {
  const routed = await content.run(ROUTED_DOCUMENTS_QUERY);
  const names = JSON.stringify(routed.map((document) => [document._type, document.name, document.names]));
  if (known?.names !== names) {
    // A document at its own name in each language (app/shared/addresses/names.ts).
    const out = routed.flatMap((document) =>
      routedPath(document._type, document.name)
        ? [{ type: document._type, addresses: Object.values(addressesOf(document._type, document.names)) }]
        : [],
    );
    known = { names, paths: pagesServed(out) };
  }
  const { paths } = known!;
  return (pathName) => paths.has(pathName);
}

/**
 * The versions of running experiments among those a beacon names: an experiment that is not running, or a version it
 * does not have, is not counted (so a made-up name cannot add counts).
 */
export async function runningVariants(
  content: Runner,
  variants: Record<string, string>,
): Promise<Record<string, string>> {
  if (Object.keys(variants).length === 0) return {};
  const running = await content.run(RUNNING_EXPERIMENTS_QUERY);
  return Object.fromEntries(
    Object.entries(variants).filter(([id, key]) => {
      const experiment = running.find((candidate) => candidate._id === id);
      return experiment && (key === CONTROL || experiment.variants.some((variant) => variant._key === key));
    }),
  );
}

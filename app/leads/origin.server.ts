import { deviceOf, landingOf, readVisit, referrerOf, VISIT_FIELD, type Attribution } from "@shared/results/attribution";
import { localeFromPath } from "@shared/addresses/locales";
import { countable } from "~/results/views.server";

/** Where a lead was sent from and how its visit came, as the lead keeps them (app/shared/results/attribution.ts). */
export interface LeadOrigin {
  /** The path of the page the form was on (/contact, /fr/webinar, the page of a footer's newsletter box). */
  source: string;
  attribution: Attribution;
}

/**
 * A lead form post's origin: what the browser sent of the visit (with scripts), completed with what the server sees
 * of every post — the page the form was on (the post's own address, or the same-site page that named it as
 * referrer: a footer's newsletter box posts to /newsletter), its language, a phone or a desktop. Nothing that could
 * identify the visitor is kept: no address, no user agent, only the class it falls in. `served` tells the pages the
 * site serves: a landing page or a referring page that is none (made up by whoever posted) is not kept as one.
 */
export function leadOrigin(
  request: Request,
  form: FormData,
  siteUrl?: string,
  served: (path: string) => boolean = () => true,
): LeadOrigin {
  const url = new URL(request.url);
  const ownHosts = new Set([url.host, ...(siteUrl ? [new URL(siteUrl).host] : [])]);
  let source = landingOf(url.pathname) ?? "/";
  const referer = request.headers.get("referer");
  let from: URL | null = null;
  try {
    from = referer ? new URL(referer) : null;
  } catch {
    from = null;
  }
  if (from && ownHosts.has(from.host)) {
    const page = landingOf(from.pathname);
    if (page && served(page)) source = page;
  }
  const { landing, counted, ...sent } = readVisit(form.get(VISIT_FIELD));
  const visit: Attribution = { ...sent, ...(landing && served(landing) ? { landing } : {}) };
  // Its visit was counted when its landing's view was sent (the browser says so) and would be counted (this post is
  // no bot's, nor from a browser with Global Privacy Control): only then is the lead in a rate (app/shared/results/results.ts).
  if (counted !== undefined)
    visit.counted = counted && Boolean(visit.landing) && countable((name) => request.headers.get(name));
  const seen = from && !ownHosts.has(from.host) ? referrerOf(referer) : undefined;
  const attribution: Attribution = {
    ...visit,
    ...(visit.referrer || !seen ? {} : { referrer: seen }),
    language: localeFromPath(source),
    device: deviceOf((name) => request.headers.get(name)),
  };
  return { source, attribution };
}

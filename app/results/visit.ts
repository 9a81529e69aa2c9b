import {
  ATTRIBUTION_VALUE_MAX,
  DIRECT,
  UTM_PARAMETERS,
  utmField,
  VISIT_FIELD,
  type Attribution,
  type LeadKind,
} from "@shared/results/attribution";
import { VIEWS_ROUTE } from "@shared/addresses/pages";
import { variantTokens, visitVariants } from "@shared/results/experiments";

/*
 * The visit a lead came from, kept in this tab only (sessionStorage, gone when the tab closes): its first page on
 * the site, the site it came from (host only) and the campaign its address named. All of it leaves the browser only
 * inside a lead form the visitor chooses to send (each lead form holds its place: components/common/SpamTrap.tsx),
 * with the seconds since landing, whether the visit was counted and whether it is the visit's first lead; each page
 * view's beacon carries only the referring host and the campaign's source and name, to be counted, and the first
 * also says it is the visit's landing (a visit counted). No cookie, no identifier: the same person in two tabs is two
 * visits.
 */

const KEY = "ihuza.visit";

/**
 * The visit as this tab keeps it: `counted`, its landing's view was sent; `leads`, the leads it sent; `shown`, the
 * experiments whose version a beacon has said (each is counted once a visit).
 */
type Visit = Partial<Attribution> & {
  at: number;
  counted?: boolean;
  leads?: number;
  /** The kinds of the leads it sent. */
  kinds?: LeadKind[];
  shown?: string[];
};

/** The visit's version of each experiment it was shown (app/results/variants.ts keeps them). */
const variants = () => {
  try {
    return visitVariants(sessionStorage);
  } catch {
    return {};
  }
};

function remembered(): Visit | null {
  try {
    const visit = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Visit | null;
    return visit && typeof visit.at === "number" ? visit : null;
  } catch {
    return null;
  }
}

function remember(visit: Visit) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage refused (a private window's quota, a setting): the visit is not followed.
  }
}

/**
 * This page as a visit's landing: its path, the host of the site that linked to it (`direct` for none, nothing for
 * this site itself) and its address's UTM values, as they are (cut at their length at most). The server checks and
 * trims each when a form or a beacon brings it (readVisit, app/shared/results/attribution.ts): the browser keeps no rules.
 */
function landing(): Visit {
  const visit: Visit = { landing: location.pathname, at: Date.now() };
  let referrer: string | undefined = DIRECT;
  try {
    if (document.referrer) referrer = new URL(document.referrer).hostname;
  } catch {
    referrer = undefined;
  }
  if (referrer !== location.hostname) visit.referrer = referrer;
  const params = new URLSearchParams(location.search);
  for (const parameter of UTM_PARAMETERS) {
    const value = params.get(parameter);
    if (value) visit[utmField(parameter)] = [...value].slice(0, ATTRIBUTION_VALUE_MAX).join("");
  }
  return visit;
}

/** Notes this tab's landing once, and adds the visit to each lead form as it is sent. Returns the undoing. */
export function followVisit(): () => void {
  // (storage refused: the forms say what the server sees)
  if (!remembered()) remember(landing());
  // A form's data is gathered when it is sent, by the browser or by Remix (`new FormData(form)`): the visit joins it.
  const onFormData = (event: FormDataEvent) => {
    const visit = remembered();
    if (!visit || !event.formData.has(VISIT_FIELD)) return;
    const { at, counted, leads, kinds = [], shown = [], ...kept } = visit;
    // (the form says its kind on its visit field: components/common/SpamTrap.tsx)
    const field = (event.target as HTMLFormElement).elements.namedItem(VISIT_FIELD);
    const kind = field instanceof HTMLInputElement ? (field.dataset.leadKind as LeadKind | undefined) : undefined;
    // (the versions its beacons said it was shown: a lead counts for those, as the visit was counted for them)
    const said = Object.fromEntries(Object.entries(variants()).filter(([id]) => shown.includes(id)));
    event.formData.set(
      VISIT_FIELD,
      JSON.stringify({
        ...kept,
        variants: variantTokens(said),
        counted: counted === true,
        firstLead: !leads,
        // (a tab that sent leads before their kinds were kept cannot say: its leads count as the first or not)
        ...(kind && (kinds.length > 0 || !leads) ? { firstOfKind: !kinds.includes(kind) } : {}),
        secondsToSend: (Date.now() - at) / 1000,
      }),
    );
  };
  document.addEventListener("formdata", onFormData, true);
  return () => document.removeEventListener("formdata", onFormData, true);
}

/** Notes that a lead form's answer said the lead is kept: a lead the visit sends after it is not its first. */
export function leadSent(kind: LeadKind) {
  const visit = remembered();
  if (visit) remember({ ...visit, leads: (visit.leads ?? 0) + 1, kinds: [...new Set([...(visit.kinds ?? []), kind])] });
}

/** The page whose view this tab said last: a version drawn on it after that is said on its own (sayShown). */
let viewSent: string | null = null;

/**
 * Says the versions the visit was drawn since its page's view was said (a part under test that came near on a page
 * reached by a tap: app/results/variants.ts), with no view: the visit is counted as shown them now, not with the
 * next page's view (or never, had the visit ended there). Before the page's view is said, that view says them.
 */
export function sayShown() {
  // (with Global Privacy Control nothing is drawn: app/results/variants.ts)
  const visit = remembered();
  if (!visit?.counted || viewSent !== location.pathname) return;
  const shown = Object.fromEntries(Object.entries(variants()).filter(([id]) => !visit.shown?.includes(id)));
  if (Object.keys(shown).length === 0) return;
  if (beacon({ path: location.pathname, exposure: true, variants: shown }))
    remember({ ...visit, shown: [...(visit.shown ?? []), ...Object.keys(shown)] });
}

/** Sends a beacon to the views' route; whether the browser took it. */
const beacon = (body: object) =>
  Boolean(navigator.sendBeacon?.(VIEWS_ROUTE.path, new Blob([JSON.stringify(body)], { type: "application/json" })));

/**
 * Counts a view of `path` (app/routes/api.views.ts), once the page is shown: a page prerendered for a visit that may
 * never come waits until it is shown, and a browser that asks not to be tracked (Global Privacy Control) sends
 * nothing. The beacon says the path and where the visit came from; the server adds nothing that identifies anyone.
 * Returns the undoing (a page left before it was shown is not counted).
 */
export function countView(path: string): () => void {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return () => {};
  const send = () => {
    const visit = remembered();
    const { referrer, utmSource, utmCampaign } = visit ?? {};
    // The visit's first view sent is its landing: the visit is counted with it, once. And each experiment it was
    // shown, once: the version it saw (chosen on the page that shows it, before this beacon leaves).
    const landing = Boolean(visit && !visit.counted);
    const shown = Object.fromEntries(Object.entries(variants()).filter(([id]) => !visit?.shown?.includes(id)));
    const exposed = visit && Object.keys(shown).length ? { variants: shown } : {};
    const queued = beacon({ path, referrer, utmSource, utmCampaign, ...(landing ? { landing } : {}), ...exposed });
    if (queued) viewSent = path;
    if (queued && (landing || exposed.variants))
      remember({ ...visit!, counted: true, shown: [...(visit!.shown ?? []), ...Object.keys(shown)] });
  };
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", send, { once: true });
    return () => document.removeEventListener("prerenderingchange", send);
  }
  const timer = setTimeout(send, 0);
  return () => clearTimeout(timer);
}

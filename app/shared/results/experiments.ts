/*
 * Experiments (A/B tests) the marketing team runs from the Studio: what may vary, how a visit is given a variant, and
 * how the page shows only that one while every visitor gets the same cached HTML. Shared by the site (which renders
 * the variants), the Studio (which edits and starts them) and the scripts. The statistics that read the results are in
 * ./experiment-statistics.ts.
 *
 * A page under test carries every variant of the part tested, each wrapped in an element that says what it is
 * (`data-experiment`, `data-variant`). Just before them, a tiny inline script picks the visit's variant (at random by
 * the split, kept for the visit in sessionStorage) and marks <html> with it, and an inline style shows only the
 * variant marked: nothing of the part is painted before the choice (it is not yet parsed), no cookie is set, no
 * request is made to choose, and shared caches keep one copy of the page. Without scripts, or with Global Privacy
 * Control, nothing is marked: the control shows and the visit is not in the test.
 */

import type { Attribution, LeadKind } from "./attribution";

/** The parts of a page an experiment may vary, and what of each. */
export const EXPERIMENT_PARTS = [
  { value: "homeHero", title: "The home page's hero (its heading and text)", fields: ["heading", "text"] },
  { value: "landingHero", title: "A landing page's hero (its heading and text)", fields: ["heading", "text"] },
  {
    value: "landingCta",
    title: "A landing page's call to action (its heading, text and button)",
    fields: ["heading", "text", "buttonLabel"],
  },
  { value: "planButton", title: "A plan's button label", fields: ["buttonLabel"] },
] as const;
export type ExperimentPart = (typeof EXPERIMENT_PARTS)[number]["value"];
/** A variant's fields, each in the three languages (a field left empty keeps the page's own). */
export type VariantField = (typeof EXPERIMENT_PARTS)[number]["fields"][number];
export const partFields = (part: ExperimentPart | null | undefined): readonly VariantField[] =>
  EXPERIMENT_PARTS.find((candidate) => candidate.value === part)?.fields ?? [];

/** What counts as a conversion. */
export const EXPERIMENT_GOALS = [
  { value: "contact", title: "A contact message" },
  { value: "signup", title: "A newsletter sign-up" },
  { value: "either", title: "Either" },
] as const;
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number]["value"];
/** Whether a lead of `kind` is a conversion for `goal`. */
export const meetsGoal = (goal: ExperimentGoal, kind: LeadKind) => goal === "either" || goal === kind;
/**
 * Whether a lead converts its visit for `goal`: its first lead of any kind for "either", its first of the goal's kind
 * otherwise (a sign-up after a contact message converts for a sign-up goal). A lead from before the kinds were kept
 * says only whether it was the first of any kind.
 */
export const firstForGoal = (goal: ExperimentGoal, lead?: Pick<Attribution, "firstLead" | "firstOfKind">) =>
  (goal === "either" ? lead?.firstLead : (lead?.firstOfKind ?? lead?.firstLead)) !== false;

/** An experiment's life: written, shown to visitors, ended. Only a running one is on the site. */
export const EXPERIMENT_STATES = [
  { value: "draft", title: "Draft" },
  { value: "running", title: "Running" },
  { value: "stopped", title: "Stopped" },
] as const;
export type ExperimentState = (typeof EXPERIMENT_STATES)[number]["value"];

/** The control's key: the page as published. Other variants are keyed by their array item's `_key`. */
export const CONTROL = "control";
/** Variants besides the control: 1 to 3 (2 to 4 versions in all). */
export const EXPERIMENT_LIMITS = { variants: { min: 1, max: 3 } } as const;

/** One version and its share of the visits (weights add up to 100). */
export interface Arm {
  key: string;
  weight: number;
}

/**
 * The arm a number drawn uniformly from [0, 1) falls in, by the weights' running sum (the same rule as the page's
 * script, PICK_VARIANT: a test ties them). Weights that do not add up are read as shares of their sum.
 */
export function pickArm(arms: readonly Arm[], random: number): string {
  const total = arms.reduce((sum, arm) => sum + Math.max(arm.weight, 0), 0);
  let point = random * total;
  for (const arm of arms) {
    point -= Math.max(arm.weight, 0);
    if (point < 0) return arm.key;
  }
  return arms[0]?.key ?? CONTROL;
}

/** Where a visit keeps its variants (this tab only, like its landing: app/results/visit.ts): `{ [experiment]: key }`. */
export const VARIANTS_KEY = "ihuza.variants";
/** The attribute on <html> that names the visit's variants, as `experiment:key` tokens. */
export const VARIANTS_ATTRIBUTE = "data-variants";

/** An experiment's id as it stands in HTML attributes and CSS (Sanity's ids are [A-Za-z0-9._-]). */
const safe = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, "");

/**
 * The script before a part under test: its experiment and arms are on the element (`data-experiment`, `data-arms`:
 * `key:weight,key:weight`). It keeps the visit's choice, or draws one, and marks <html>; with Global Privacy
 * Control, or storage refused, it marks nothing (the control shows). The same text everywhere, allowed by its hash
 * (app/entry.server.tsx). The draw is pickArm's.
 */
export const PICK_VARIANT = `try{var s=document.currentScript,e=s.dataset.experiment,a=s.dataset.arms.split(",").map(function(x){x=x.split(":");return[x[0],Math.max(+x[1],0)]});if(!navigator.globalPrivacyControl){var k="${VARIANTS_KEY}",v=JSON.parse(sessionStorage.getItem(k)||"{}");if(!a.some(function(x){return x[0]===v[e]})){var t=0,p;a.forEach(function(x){t+=x[1]});p=Math.random()*t;v[e]=a[0][0];for(var i=0;i<a.length;i++){p-=a[i][1];if(p<0){v[e]=a[i][0];break}}sessionStorage.setItem(k,JSON.stringify(v))}var h=document.documentElement,n=(h.getAttribute("${VARIANTS_ATTRIBUTE}")||"").split(" ").filter(function(x){return x&&x.split(":")[0]!==e});n.push(e+":"+v[e]);h.setAttribute("${VARIANTS_ATTRIBUTE}",n.join(" "))}}catch(_){}`;

/** The arms as the script reads them (`data-arms`). */
export const armsAttribute = (arms: readonly Arm[]) => arms.map((arm) => `${safe(arm.key)}:${arm.weight}`).join(",");

/**
 * The style that shows a part's one variant: the control unless <html> names another for this experiment, and that
 * one then. Hidden variants are `display: none` (out of the accessibility tree); the wrappers are `display: contents`
 * (app/tailwind.css), so a variant lays out as the part itself would.
 */
export function variantRules(experiment: string, keys: readonly string[]): string {
  const id = safe(experiment);
  const at = (key: string) => `[data-experiment="${id}"][data-variant="${safe(key)}"]`;
  return keys
    .filter((key) => key !== CONTROL)
    .map(
      (key) =>
        `html:not([${VARIANTS_ATTRIBUTE}~="${id}:${safe(key)}"]) ${at(key)},` +
        `html[${VARIANTS_ATTRIBUTE}~="${id}:${safe(key)}"] ${at(CONTROL)}{display:none}`,
    )
    .join("");
}

/** Experiments a visit's beacon or lead names at most (more than a site runs at once). */
export const VISIT_EXPERIMENTS_MAX = 8;
const TOKEN = /^([A-Za-z0-9._-]{1,64}):([A-Za-z0-9._-]{1,64})$/;

/** A visit's variants in one line, as leads keep them: `experiment:key experiment:key`. */
export const variantTokens = (variants: Readonly<Record<string, string>>) =>
  Object.entries(variants)
    .slice(0, VISIT_EXPERIMENTS_MAX)
    .map(([experiment, key]) => `${safe(experiment)}:${safe(key)}`)
    .join(" ");

/**
 * The variants a browser said (a beacon's `variants`, a lead's line of tokens), each checked on its own: what is no
 * `experiment:key` of the allowed characters is left out, and past VISIT_EXPERIMENTS_MAX the rest.
 */
export function readVariants(value: unknown): Record<string, string> {
  const tokens =
    typeof value === "string"
      ? value.split(" ")
      : value && typeof value === "object" && !Array.isArray(value)
        ? Object.entries(value).map(([experiment, key]) => `${experiment}:${String(key)}`)
        : [];
  const found: Record<string, string> = {};
  for (const token of tokens.slice(0, VISIT_EXPERIMENTS_MAX)) {
    const [, experiment, key] = TOKEN.exec(token) ?? [];
    if (experiment && key) found[experiment] = key;
  }
  return found;
}

/** The visit's variants as this tab keeps them (none when storage is refused). */
export function visitVariants(storage: Pick<Storage, "getItem"> | undefined): Record<string, string> {
  try {
    const kept = JSON.parse(storage?.getItem(VARIANTS_KEY) ?? "{}") as unknown;
    if (!kept || typeof kept !== "object" || Array.isArray(kept)) return {};
    return Object.fromEntries(
      Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

/** A version's texts as the Studio keeps them: each field in every language (sanity-plugin-internationalized-array). */
export type VersionTexts = Partial<
  Record<VariantField, { _key?: string; language?: string; value?: unknown }[] | null>
>;

/**
 * Where keeping a version writes its texts ("stop and keep"): the document and the paths of the part it varied,
 * for each field the version wrote (an empty one keeps the page's own). `blocks`: the landing page's blocks, for
 * their keys; the home page is the singleton `homePage`.
 */
export function keptVersionSets(
  part: ExperimentPart,
  target: { _id: string; blocks?: { _key: string; _type: string }[] | null },
  texts: VersionTexts,
): Record<string, unknown> {
  const filled = (field: VariantField) => (texts[field]?.length ? texts[field] : undefined);
  const paths: Partial<Record<VariantField, string[]>> = {};
  const blocks = (type: string) => (target.blocks ?? []).filter((block) => block._type === type);
  if (part === "homeHero") Object.assign(paths, { heading: ["hero.headline"], text: ["hero.text"] });
  if (part === "planButton") paths.buttonLabel = ["ctaLabel"];
  // (every hero or call to action of the page: each showed the test)
  const at = (type: string, path: string) => blocks(type).map((block) => `blocks[_key=="${block._key}"].${path}`);
  if (part === "landingHero")
    Object.assign(paths, { heading: at("heroBlock", "heading"), text: at("heroBlock", "text") });
  if (part === "landingCta")
    Object.assign(paths, {
      heading: at("ctaBlock", "heading"),
      text: at("ctaBlock", "text"),
      buttonLabel: at("ctaBlock", "primaryCta.label"),
    });
  const sets: Record<string, unknown> = {};
  for (const field of partFields(part))
    for (const path of paths[field] ?? []) if (filled(field)) sets[path] = filled(field);
  return sets;
}

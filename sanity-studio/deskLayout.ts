import { isOut } from "@shared/content/fragments";
import { ROUTED_TYPES } from "@shared/addresses/pages";
/**
 * What the editors see in the Studio's sidebar, as plain data (no Sanity imports), so it can be unit-tested
 * from the site's test suite. structure.ts turns it into the Studio's structure.
 */
export interface SingletonEntry {
  type: string;
  title: string;
}

export interface CollectionEntry {
  type: string;
  title: string;
  /** Editors drag these into the order the page shows them. */
  orderable: boolean;
}

export interface CollectionGroup {
  title: string;
  entries: CollectionEntry[];
}

/** Documents that exist exactly once; the document id is the type name. */
export const SINGLETONS: SingletonEntry[] = [
  { type: "homePage", title: "Home page" },
  { type: "aboutPage", title: "About page" },
  { type: "featuresPage", title: "Features page" },
  { type: "solutionsPage", title: "Solutions page" },
  { type: "pricingPage", title: "Pricing page" },
  { type: "contactPage", title: "Contact page" },
  { type: "siteSettings", title: "Site settings" },
];

/** The blog's group in the sidebar (BLOG_GROUP, below). */
const BLOG_TITLE = "Blog";

/** The routed types whose declaration (app/shared/addresses/pages.ts, `desk`) puts them in the group titled `group`, by title. */
function routedEntries(group: string): CollectionEntry[] {
  return ROUTED_TYPES.flatMap((routed) =>
    routed.desk?.group === group ? [{ type: routed.type, title: routed.desk.title, orderable: false }] : [],
  ).sort((a, b) => a.title.localeCompare(b.title));
}

export const COLLECTION_GROUPS: CollectionGroup[] = [
  {
    title: "Pricing",
    entries: [
      { type: "plan", title: "Plans", orderable: true },
      { type: "addOn", title: "Add-ons", orderable: true },
      { type: "faq", title: "FAQs", orderable: true },
    ],
  },
  {
    title: "Product",
    entries: [
      { type: "featureGroup", title: "Feature groups", orderable: true },
      { type: "solution", title: "Solutions", orderable: true },
    ],
  },
  { title: "Social proof", entries: [{ type: "testimonial", title: "Testimonials", orderable: true }] },
  { title: "Landing pages", entries: [] },
  { title: "Legal", entries: [{ type: "legalPage", title: "Legal pages", orderable: false }] },
  { title: "Redirects", entries: [{ type: "redirect", title: "Redirects", orderable: false }] },
  { title: "Announcements", entries: [{ type: "announcement", title: "Announcements", orderable: false }] },
  { title: "Experiments", entries: [{ type: "experiment", title: "Experiments (A/B tests)", orderable: false }] },
];
// Each group takes the routed types whose declaration names it (the landing pages' too); a group named by a
// declaration that the sidebar does not have yet is added. (The Blog's are its `entries`, below.)
for (const group of new Set(ROUTED_TYPES.flatMap((routed) => (routed.desk ? [routed.desk.group] : [])))) {
  if (group === BLOG_TITLE) continue;
  const known = COLLECTION_GROUPS.find((candidate) => candidate.title === group);
  if (known) known.entries.push(...routedEntries(group));
  else COLLECTION_GROUPS.push({ title: group, entries: routedEntries(group) });
}

/**
 * The blog: its posts in lists by state (a post's publish time ahead schedules it), then authors and categories.
 * Each list is a GROQ filter over posts.
 */
export const BLOG_GROUP = {
  title: BLOG_TITLE,
  allPosts: "All posts, newest first",
  postLists: [
    { id: "posts-drafts", title: "Drafts", filter: `_type == "post" && _id in path("drafts.**")` },
    // Published documents only: a draft never published goes out at no time, whatever its date says.
    {
      id: "posts-scheduled",
      title: "Scheduled",
      filter: `_type == "post" && !(_id in path("drafts.**")) && publishedAt > now()`,
    },
    {
      id: "posts-published",
      title: "Published",
      filter: `_type == "post" && !(_id in path("drafts.**")) && ${isOut}`,
    },
  ],
  // (authors and categories: their declarations say so)
  entries: routedEntries(BLOG_TITLE),
};

/**
 * Leads: documents the website's server writes (contact messages, newsletter subscribers), never created by hand,
 * listed newest first with a list per status.
 */
export interface LeadList {
  type: string;
  title: string;
  /** The field the list is sorted by, newest first. */
  newest: string;
  statuses: { title: string; value: string }[];
}

export const LEADS_GROUP: { title: string; lists: LeadList[] } = {
  title: "Leads",
  lists: [
    {
      type: "lead",
      title: "Contact messages",
      newest: "receivedAt",
      statuses: [
        { title: "New", value: "new" },
        { title: "Contacted", value: "contacted" },
        { title: "Closed", value: "closed" },
      ],
    },
    {
      type: "subscriber",
      title: "Newsletter subscribers",
      newest: "subscribedAt",
      statuses: [
        { title: "Waiting for confirmation", value: "pending" },
        { title: "Subscribed", value: "subscribed" },
        { title: "Confirmed", value: "confirmed" },
        { title: "Unsubscribed", value: "unsubscribed" },
      ],
    },
  ],
};

export const LEAD_TYPES = new Set(LEADS_GROUP.lists.map((list) => list.type));

export const SINGLETON_TYPES = new Set(SINGLETONS.map((singleton) => singleton.type));

/** Documents without translated text (no language filter): what visitors sent, and redirects. */
export const UNTRANSLATED_TYPES = new Set([...LEAD_TYPES, "redirect"]);

/** Actions allowed on a singleton: no duplicate, no delete, no 'create another'. */
export const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

/** 'New document' templates: none for singletons, which already exist, nor for leads, which only the site writes. */
export function withoutSingletonTemplates<T extends { schemaType: string }>(templates: T[]): T[] {
  return templates.filter(({ schemaType }) => !SINGLETON_TYPES.has(schemaType) && !LEAD_TYPES.has(schemaType));
}

/** Actions on a lead: delete only (to honour an erasure request); its status is edited in place. */
export const LEAD_ACTIONS = new Set(["delete"]);

/**
 * Document actions: a singleton can be published, discarded or restored — never duplicated or deleted; a lead can
 * only be deleted.
 */
export function actionsFor<T extends { action?: string | null }>(actions: T[], schemaType: string): T[] {
  if (SINGLETON_TYPES.has(schemaType)) return actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action));
  if (LEAD_TYPES.has(schemaType)) return actions.filter(({ action }) => action && LEAD_ACTIONS.has(action));
  return actions;
}

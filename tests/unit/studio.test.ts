import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/common/Icon";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { ROUTED_TYPES } from "@shared/addresses/pages";
import {
  actionsFor,
  BLOG_GROUP,
  COLLECTION_GROUPS,
  LEAD_TYPES,
  LEADS_GROUP,
  SINGLETONS,
  withoutSingletonTemplates,
} from "../../sanity-studio/deskLayout";
import { ICON_OPTIONS } from "../../sanity-studio/schemaTypes/objects/icons";

const schema = JSON.parse(readFileSync("app/content/generated/schema.json", "utf8")) as {
  name: string;
  type: string;
}[];
const documentTypes = schema
  .filter((entry) => entry.type === "document" && !entry.name.startsWith("sanity."))
  .map((e) => e.name);

describe("the Studio's desk structure", () => {
  it("lists every document type exactly once, as a singleton, in a group, under Blog or under Leads", () => {
    const listed = [
      ...SINGLETONS.map((s) => s.type),
      ...COLLECTION_GROUPS.flatMap((g) => g.entries.map((e) => e.type)),
      "post",
      ...BLOG_GROUP.entries.map((e) => e.type),
      ...LEADS_GROUP.lists.map((list) => list.type),
    ];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...documentTypes].sort());
  });

  it("lists the blog's posts by state: drafts, scheduled (publish time ahead) and published", () => {
    expect([BLOG_GROUP.allPosts, ...BLOG_GROUP.postLists.map((list) => list.title)]).toEqual([
      "All posts, newest first",
      "Drafts",
      "Scheduled",
      "Published",
    ]);
    for (const list of BLOG_GROUP.postLists) expect(list.filter).toMatch(/^_type == "post"/);
  });

  it("groups collections as editors think of them, and each routed type where its declaration says", () => {
    const routed = new Set(ROUTED_TYPES.map((entry) => entry.type));
    const written = COLLECTION_GROUPS.map((group) => [
      group.title,
      group.entries.filter((entry) => !routed.has(entry.type)).map((entry) => entry.type),
    ]);
    expect(written).toEqual([
      ["Pricing", ["plan", "addOn", "faq"]],
      ["Product", ["featureGroup", "solution"]],
      ["Social proof", ["testimonial"]],
      ["Landing pages", []],
      ["Legal", ["legalPage"]],
      ["Redirects", ["redirect"]],
      ["Announcements", ["announcement"]],
      ["Experiments", ["experiment"]],
    ]);
    for (const { type, desk } of ROUTED_TYPES.filter((entry) => entry.desk)) {
      const group =
        desk!.group === BLOG_GROUP.title ? BLOG_GROUP : COLLECTION_GROUPS.find((g) => g.title === desk!.group);
      expect(group?.entries, type).toContainEqual({ type, title: desk!.title, orderable: false });
    }
    expect(COLLECTION_GROUPS.find((group) => group.title === "Landing pages")?.entries.map((e) => e.type)).toEqual([
      "landingPage",
    ]);
    expect(BLOG_GROUP.entries.map((entry) => entry.title)).toEqual(["Authors", "Categories"]);
  });

  it("gives a manual order to every list the site shows in order", () => {
    const orderable = COLLECTION_GROUPS.flatMap((g) => g.entries)
      .filter((e) => e.orderable)
      .map((e) => e.type);
    expect(orderable).toEqual(["plan", "addOn", "faq", "featureGroup", "solution", "testimonial"]);
    // …and the bundled documents carry the rank that order is stored in.
    for (const document of getBundledDocuments().filter((d) => orderable.includes(d._type))) {
      expect(document.orderRank, document._id).toEqual(expect.any(String));
    }
  });

  it("opens singletons directly: no 'create another', no duplicate, no delete", () => {
    const templates = [{ schemaType: "homePage" }, { schemaType: "plan" }, { schemaType: "siteSettings" }];
    expect(withoutSingletonTemplates(templates)).toEqual([{ schemaType: "plan" }]);
    const actions = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map((action) => ({
      action,
    }));
    expect(actionsFor(actions, "homePage").map((a) => a.action)).toEqual(["publish", "discardChanges", "restore"]);
    expect(actionsFor(actions, "plan")).toHaveLength(6);
  });

  it("lets nobody create a lead by hand; a lead can only be deleted (an erasure request), its status edited in place", () => {
    expect(withoutSingletonTemplates([{ schemaType: "lead" }, { schemaType: "subscriber" }])).toEqual([]);
    const actions = ["publish", "unpublish", "delete", "duplicate", "discardChanges", "restore"].map((action) => ({
      action,
    }));
    expect(actionsFor(actions, "lead").map((a) => a.action)).toEqual(["delete"]);
    expect(actionsFor(actions, "subscriber").map((a) => a.action)).toEqual(["delete"]);
  });

  it("gives leads the statuses the site writes, read-only fields and live edit", () => {
    const fields = (type: string) =>
      (
        schema as unknown as {
          name: string;
          attributes?: Record<string, { value?: { attributes?: Record<string, unknown> } }>;
        }[]
      ).find((entry) => entry.name === type)?.attributes;
    expect(Object.keys(fields("lead") ?? {})).toEqual(
      expect.arrayContaining([
        "status",
        "receivedAt",
        "firstName",
        "lastName",
        "email",
        "company",
        "subject",
        "message",
      ]),
    );
    expect(LEADS_GROUP.lists.find((list) => list.type === "lead")?.statuses.map((s) => s.value)).toEqual([
      "new",
      "contacted",
      "closed",
    ]);
    expect(LEADS_GROUP.lists.find((list) => list.type === "subscriber")?.statuses.map((s) => s.value)).toEqual([
      "pending",
      "subscribed",
      "confirmed",
      "unsubscribed",
    ]);
  });

  it("offers editors exactly the icons the site can draw", () => {
    expect(ICON_OPTIONS.map((option) => option.value).sort()).toEqual([...ICON_NAMES].sort());
  });
});

describe("the page registry the Presentation tool reads", () => {
  it("puts every document type on a page, and names only types the schema has", async () => {
    const { LAYOUT_TYPES, PAGES, pagesShowing } = await import("@shared/addresses/pages");
    // Redirects and landing pages are on no fixed page: routes/page.tsx reads them, for any path no page takes.
    for (const type of documentTypes.filter(
      (type) => !LEAD_TYPES.has(type) && type !== "redirect" && type !== "landingPage",
    )) {
      expect(pagesShowing(type).length, type).toBeGreaterThan(0);
    }
    for (const type of LEAD_TYPES) expect(pagesShowing(type), `${type} is private`).toEqual([]);
    const named = new Set([
      ...PAGES.flatMap((page) => [...page.types, page.document?.type ?? []].flat()),
      ...LAYOUT_TYPES,
    ]);
    expect([...named].filter((type) => !documentTypes.includes(type))).toEqual([]);
  });

  it("finds a legal page by its slug, and every other page's document by its type", async () => {
    const { pagesShowing } = await import("@shared/addresses/pages");
    expect(pagesShowing("legalPage", "terms-of-service").map((page) => page.path)).toEqual(["/terms-of-service"]);
    expect(pagesShowing("plan").map((page) => page.path)).toEqual(["/pricing"]);
    expect(pagesShowing("siteSettings").length).toBeGreaterThan(8);
  });
});

import { describe, expect, it } from "vitest";
import {
  addressChanges,
  addressMutations,
  nextMemory,
  rememberedOf,
  type KeptRedirect,
} from "@shared/addresses/address-moves";

/* What a document's move leaves behind (@shared/addresses/address-moves): the rule the site's memory and the Studio share. */

const post = (slug: string, fr?: string) => ({
  _id: "post-launch",
  _type: "post",
  slug: { current: slug },
  ...(fr ? { slugs: { fr: { current: fr } } } : {}),
});
const page = (path: string, id = "landing-education") => ({ _id: id, _type: "landingPage", path: { current: path } });
const kept = (_id: string, from: string, page: string, enabled = true): KeptRedirect => ({
  _id,
  _rev: `rev-${_id}`,
  from,
  enabled,
  page,
});
const none: KeptRedirect[] = [];

describe("rememberedOf and nextMemory", () => {
  it("keeps each routed document's paths in every language, once each, without prefixes of language", () => {
    expect(rememberedOf([post("launch", "lancement"), page("/education"), { _id: "x", _type: "plan" }])).toEqual([
      { id: "post-launch", paths: ["/blog/launch", "/blog/lancement"] },
      { id: "landing-education", paths: ["/education"] },
    ]);
  });

  it("a document gone for now is remembered as last seen, so a return under another name still moves its old one", () => {
    const before = rememberedOf([page("/education"), post("launch")]);
    const gone = nextMemory(before, rememberedOf([post("launch")]));
    expect(gone).toEqual([
      { id: "landing-education", paths: ["/education"] },
      { id: "post-launch", paths: ["/blog/launch"] },
    ]);
    expect(addressChanges(gone, rememberedOf([page("/academy"), post("launch")]), none).create).toMatchObject([
      { from: "/education", toPage: { _ref: "landing-education" } },
    ]);
  });
});

describe("addressChanges", () => {
  it("a French name changed: a weak reference from the old French path to the document, nothing else", () => {
    expect(
      addressChanges(rememberedOf([post("launch", "lancement")]), rememberedOf([post("launch", "sortie")]), none),
    ).toEqual({
      create: [
        {
          _id: "redirect-from--blog--lancement",
          _type: "redirect",
          from: "/blog/lancement",
          toPage: { _type: "reference", _weak: true, _ref: "post-launch" },
          permanent: true,
          enabled: true,
        },
      ],
      takeOver: [],
      switchOff: [],
    });
  });

  it("a second move: a redirect from the newer old path only (the older one names the document, not a path)", () => {
    const first = kept("redirect-from--education", "/education", "landing-education");
    const changes = addressChanges(rememberedOf([page("/ai-academy")]), rememberedOf([page("/academy")]), [first]);
    expect(changes.create.map((redirect) => [redirect._id, redirect.from, redirect.toPage._ref])).toEqual([
      ["redirect-from--ai-academy", "/ai-academy", "landing-education"],
    ]);
    expect([changes.takeOver, changes.switchOff]).toEqual([[], []]);
  });

  it("a redirect an editor made from the old path is taken over; one already leading there is left", () => {
    const editors = kept("redirect-campaign", "/Education/", "landing-other", false);
    expect(addressChanges(rememberedOf([page("/education")]), rememberedOf([page("/academy")]), [editors])).toEqual({
      create: [],
      takeOver: [{ redirect: editors, from: "/education", page: "landing-education" }],
      switchOff: [],
    });
    const already = kept("redirect-x", "/education", "landing-education");
    expect(addressChanges(rememberedOf([page("/education")]), rememberedOf([page("/academy")]), [already])).toEqual({
      create: [],
      takeOver: [],
      switchOff: [],
    });
  });

  it("an id named by the path that a redirect moved elsewhere holds is not overwritten: the new one gets another", () => {
    const moved = kept("redirect-from--education", "/somewhere-else", "landing-other");
    expect(
      addressChanges(rememberedOf([page("/education")]), rememberedOf([page("/academy")]), [moved]).create.map(
        ({ _id }) => _id,
      ),
    ).toEqual(["redirect-from--education-2"]);
  });

  it("a name given to another document wins: no redirect from it, and the redirect from it is switched off", () => {
    const before = rememberedOf([page("/education"), page("/new", "landing-new")]);
    const after = rememberedOf([page("/academy"), page("/education", "landing-new")]);
    const old = kept("redirect-old", "/education", "landing-education");
    const changes = addressChanges(before, after, [old]);
    expect(changes.create).toMatchObject([{ from: "/new", toPage: { _ref: "landing-new" } }]);
    expect(changes.switchOff).toEqual([old]);
  });

  it("a page moved back to its old path switches off the redirect from it, and the path it leaves gets one", () => {
    const back = kept("redirect-from--education", "/education", "landing-education");
    const changes = addressChanges(rememberedOf([page("/academy")]), rememberedOf([page("/education")]), [back]);
    expect(changes.create).toMatchObject([{ _id: "redirect-from--academy", from: "/academy" }]);
    expect(changes.switchOff).toEqual([back]);
  });

  it("a document deleted or unpublished leaves nothing; an unchanged one leaves nothing", () => {
    const nothing = { create: [], takeOver: [], switchOff: [] };
    expect(addressChanges(rememberedOf([page("/education")]), [], none)).toEqual(nothing);
    expect(addressChanges(rememberedOf([post("launch")]), rememberedOf([post("launch")]), none)).toEqual(nothing);
  });
});

describe("addressMutations", () => {
  const changes = addressChanges(
    rememberedOf([page("/education"), page("/old", "landing-b"), page("/c", "landing-c")]),
    rememberedOf([page("/academy"), page("/new", "landing-b"), page("/taken", "landing-c")]),
    [kept("redirect-editors", "/old", "landing-x", false), kept("redirect-taken", "/taken", "landing-z")],
  );

  it("guarded (the site): created only if new, taken over and switched off only at the revision read", () => {
    expect(addressMutations(changes, true)).toEqual([
      { create: expect.objectContaining({ _id: "redirect-from--education", from: "/education" }) },
      { create: expect.objectContaining({ _id: "redirect-from--c", from: "/c" }) },
      {
        patch: {
          id: "redirect-editors",
          ifRevisionID: "rev-redirect-editors",
          set: {
            from: "/old",
            toPage: { _type: "reference", _weak: true, _ref: "landing-b" },
            permanent: true,
            enabled: true,
          },
          unset: ["toUrl"],
        },
      },
      { patch: { id: "redirect-taken", ifRevisionID: "rev-redirect-taken", set: { enabled: false } } },
    ]);
  });

  it("unguarded (the Studio): a redirect the site made first is left as it is", () => {
    const mutations = addressMutations(changes, false);
    expect(mutations[0]).toEqual({ createIfNotExists: expect.objectContaining({ _id: "redirect-from--education" }) });
    expect(mutations.some((mutation) => "ifRevisionID" in (Object.values(mutation)[0] as object))).toBe(false);
  });
});

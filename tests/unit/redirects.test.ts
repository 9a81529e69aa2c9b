import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { FILE_ROUTES, LOCALIZED_ROUTES, PAGES, RESERVED_SEGMENTS } from "@shared/addresses/pages";
import {
  findRedirect,
  REDIRECTS_QUERY,
  redirectPath,
  redirectProblem,
  type Redirect,
} from "@shared/addresses/redirects";
import {
  landingPathProblem,
  movedPageRedirect,
  pathOfPage,
  redirectFrom,
  takenPathReason,
} from "@shared/addresses/site-paths";
import { PREFIXED_LOCALES } from "@shared/addresses/locales";
import { readFileSync } from "node:fs";

const to = (path: string, from: string, permanent = true): Redirect => ({ from, to: { path }, permanent });

describe("redirects", () => {
  it("compare paths as the site spells them: one slash, no trailing one, lower case, no query", () => {
    expect(redirectPath("/Plans/")).toBe("/plans");
    expect(redirectPath(" /old//page?utm=1#x ")).toBe("/old/page");
    expect(redirectPath("/caf%C3%A9")).toBe(redirectPath("/cafe\u0301"));
    expect(redirectPath("/%70lans")).toBe("/plans");
    for (const notAPath of [
      "",
      "/",
      "plans",
      "//evil.example/x",
      "/%2F%2Fevil.example",
      "https://example.com/a",
      "/%E0",
      null,
    ]) {
      expect(redirectPath(notAPath)).toBeNull();
    }
  });

  it("find the one that starts at a path, whatever its spelling", () => {
    const redirects = [
      to("/pricing", "/plans"),
      { from: "/old-blog", to: { url: "https://blog.example" }, permanent: false },
    ];
    expect(findRedirect("/PLANS/", redirects)).toBe(redirects[0]);
    expect(findRedirect("/old-blog", redirects)?.to).toEqual({ url: "https://blog.example" });
    expect(findRedirect("/plans/extra", redirects)).toBeNull();
    expect(findRedirect("/", redirects)).toBeNull();
  });

  it("refuse a loop, a chain and a second redirect from the same path, naming the fix", () => {
    expect(redirectProblem(to("/a", "/a"), [])).toMatch(/back to its own path/);
    expect(redirectProblem(to("/b", "/a"), [to("/pricing", "/b")])).toMatch(
      /\/b is itself redirected \(to \/pricing\)/,
    );
    expect(redirectProblem(to("/pricing", "/A/"), [to("/contact", "/a")])).toMatch(/already starts at \/a/);
    expect(redirectProblem(to("/pricing", "plans"), [])).toMatch(/Start the old path with a slash/);
    expect(redirectProblem(to("/pricing", "/plans"), [to("/contact", "/demo")])).toBeNull();
    expect(redirectProblem({ from: "/x", to: { url: "https://example.com/x" }, permanent: true }, [])).toBeNull();
  });
});

describe("paths the site keeps for itself", () => {
  it("every page, route and file, in any spelling, with the reason", () => {
    for (const { path } of [...PAGES.filter((page) => page.path !== "/"), ...LOCALIZED_ROUTES, ...FILE_ROUTES]) {
      expect(takenPathReason(path.toUpperCase()), path).toMatch(/is a page of the site already/);
    }
    expect(takenPathReason("/")).toMatch(/starts with a slash/);
  });

  it("language prefixes and the site's own folders, but not a new path", () => {
    for (const locale of PREFIXED_LOCALES) expect(takenPathReason(`/${locale}/plans`)).toMatch(/language's prefix/);
    expect(takenPathReason("/api/anything")).toMatch(/kept for the site's own files/);
    expect(takenPathReason("/assets/x.js")).toMatch(/kept for the site's own files/);
    expect(takenPathReason("/plans")).toBeNull();
    expect(takenPathReason("/solutions/banking")).toBeNull();
  });

  it("a page's address in another language's words: under that language's prefix the page takes it", () => {
    expect(takenPathReason("/tarifs")).toMatch(/address of the page \/pricing/);
    expect(takenPathReason("/Ibiciro/")).toMatch(/address of the page \/pricing/);
    expect(landingPathProblem("/a-propos")).toMatch(/address of the page \/about/);
    // (a word of a page's address inside a longer path is no page's address)
    expect(takenPathReason("/tarifs/2027")).toBeNull();
  });

  it("keeps public/'s top-level names, all of them", () => {
    for (const name of readdirSync("public")) expect(RESERVED_SEGMENTS, name).toContain(name);
  });
});

describe("a redirect's target page", () => {
  it("is found by its document: a singleton by id, a legal page by slug", () => {
    expect(pathOfPage("pricingPage")).toBe("/pricing");
    expect(pathOfPage("legal-privacy-policy", "privacy-policy")).toBe("/privacy-policy");
    expect(pathOfPage("gone")).toBeNull();
    // No document is no page (not the first page without one).
    expect(pathOfPage(undefined)).toBeNull();
    expect(pathOfPage(null, null)).toBeNull();
  });

  it("makes every bundled redirect applicable, on a free path, without a loop or a chain", async () => {
    const dataset = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
    const entries = await evaluateGroq<Parameters<typeof redirectFrom>[0][]>(REDIRECTS_QUERY, {}, dataset);
    const bundled = entries.map(redirectFrom);
    expect(bundled.length).toBeGreaterThanOrEqual(2);
    for (const redirect of bundled) {
      expect(redirect).not.toBeNull();
      expect(takenPathReason(redirect!.from), redirect!.from).toBeNull();
      expect(redirectProblem(redirect!, bundled.filter((other) => other !== redirect) as Redirect[])).toBeNull();
    }
  });

  it("skips a redirect whose page is gone, and keeps an outside address as it is", () => {
    expect(redirectFrom({ from: "/plans", permanent: true, url: null, page: "pricingPage", slug: null })).toEqual(
      to("/pricing", "/plans"),
    );
    expect(redirectFrom({ from: "/x", permanent: null, url: null, page: "deleted", slug: null })).toBeNull();
    expect(redirectFrom({ from: "/x", permanent: false, url: "https://example.com", page: null, slug: null })).toEqual({
      from: "/x",
      to: { url: "https://example.com" },
      permanent: false,
    });
  });
});

describe("a landing page's path", () => {
  it("is one or more lower-case segments no page or file of the site takes", () => {
    for (const path of ["/education", "/solutions/banking", "/events/2027-ai-day"]) {
      expect(landingPathProblem(path), path).toBeNull();
    }
    expect(landingPathProblem("")).toMatch(/Give the page a path/);
    for (const path of ["education", "/Education", "/a b", "/a//b", "/a/", "/café", "/-a", "/a--b"]) {
      expect(landingPathProblem(path), path).toMatch(/lower-case letters, digits and hyphens/);
    }
    expect(landingPathProblem("/pricing")).toMatch(/is a page of the site already/);
    expect(landingPathProblem("/blog/launch-news")).toMatch(/kept for the site.s post pages/);
    expect(landingPathProblem("/blog")).toMatch(/is a page of the site already/);
    expect(landingPathProblem("/newsletter")).toMatch(/is a page of the site already/);
    expect(landingPathProblem("/sitemap")).toMatch(/is a page of the site already/);
    for (const prefix of ["fr", "rw", "en"]) {
      expect(landingPathProblem(`/${prefix}/education`)).toMatch(/language's prefix/);
    }
    expect(landingPathProblem("/api/things")).toMatch(/kept for the site's own files/);
    expect(landingPathProblem("/assets/x")).toMatch(/kept for the site's own files/);
  });

  it("moving a page makes a permanent redirect from the old path to the page itself (weakly: it may still be deleted), not to its new path", () => {
    expect(movedPageRedirect(null, "/education", "drafts.landing-education")).toEqual({
      _id: "redirect-from--education",
      _type: "redirect",
      from: "/education",
      toPage: { _type: "reference", _weak: true, _ref: "landing-education" },
      permanent: true,
      enabled: true,
    });
    expect(movedPageRedirect("redirect-academy", "/academy", "landing-education")._id).toBe("redirect-academy");
    // Ids Sanity serves without a token (no dot), and one per path.
    const ids = ["/a-b", "/a/b", "/solutions/banking"].map((path) => movedPageRedirect(null, path, "p")._id);
    expect(ids).toEqual(["redirect-from--a-b", "redirect-from--a--b", "redirect-from--solutions--banking"]);
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]{1,128}$/);
    // By reference: a second move changes where it leads without a chain.
    const moved = redirectFrom({
      ...movedPageRedirect(null, "/education", "landing-education"),
      url: null,
      page: "landing-education",
      slug: null,
      routed: { _type: "landingPage", name: "/academy" },
    });
    expect(moved?.to).toEqual({ path: "/academy" });
  });
});

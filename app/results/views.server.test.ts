import { namesOf } from "@shared/addresses/names";
import { describe, expect, it } from "vitest";
import { POSTS_PER_PAGE } from "~/content/blog/blog";
import { countable, readView, servedPaths } from "./views.server";

const body = (value: unknown) => JSON.stringify(value);

describe("a page view's beacon", () => {
  it("says the path and where the visit came from: its campaign's source, else the referring host", () => {
    expect(readView(body({ path: "/fr/pricing" }))).toEqual({
      view: { path: "/fr/pricing", language: "fr", source: "direct", campaign: "" },
      landing: false,
      exposure: false,
      variants: {},
    });
    expect(
      readView(body({ path: "/", referrer: "news.example.com", utmSource: "newsletter", utmCampaign: "launch" }))?.view,
    ).toEqual({ path: "/", language: "en", source: "newsletter", campaign: "launch" });
    expect(readView(body({ path: "/rw", referrer: "partner.rw" }))?.view).toMatchObject({
      language: "rw",
      source: "partner.rw",
    });
    expect(readView(body({ path: "/?q=1#x" }))?.view.path).toBe("/");
  });

  it("says whether it is its visit's landing (a visit counted) only when it says so with `true`", () => {
    expect(readView(body({ path: "/", landing: true }))?.landing).toBe(true);
    for (const landing of [false, "true", 1, null, undefined, {}])
      expect(readView(body({ path: "/", landing }))?.landing, String(landing)).toBe(false);
  });

  it("is no view but the versions shown on a page already counted only when it says `exposure: true`", () => {
    expect(readView(body({ path: "/", exposure: true, variants: { exp: "b" } }))).toMatchObject({
      exposure: true,
      variants: { exp: "b" },
    });
    for (const exposure of [false, "true", 1, null, undefined])
      expect(readView(body({ path: "/", exposure }))?.exposure, String(exposure)).toBe(false);
  });

  it("says the version of each experiment its visit was shown, each checked, as many as a visit may say", () => {
    expect(readView(body({ path: "/", variants: { "exp-1": "control", "exp.2": "k9" } }))?.variants).toEqual({
      "exp-1": "control",
      "exp.2": "k9",
    });
    // (a made-up character, a non-string version, a name too long: left out, never the view)
    expect(
      readView(body({ path: "/", variants: { 'e"x': "a", ok: 3, [`${"x".repeat(65)}`]: "a", fine: "b" } }))?.variants,
    ).toEqual({ ok: "3", fine: "b" });
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`e${i}`, "b"]));
    expect(Object.keys(readView(body({ path: "/", variants: many }))!.variants)).toHaveLength(8);
    expect(readView(body({ path: "/", variants: ["e:b"] }))?.variants).toEqual({});
  });

  it("is no view when it is no JSON object with a path of the site", () => {
    for (const text of [
      "",
      "{",
      "[]",
      "null",
      body({}),
      body({ path: 7 }),
      body({ path: "https://evil.example/" }),
      body({ path: "//evil" }),
    ])
      expect(readView(text), text).toBeNull();
  });

  it("is not counted for Global Privacy Control or a bot", () => {
    const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;
    expect(countable(headers({ "user-agent": chrome }))).toBe(true);
    expect(countable(headers({ "user-agent": chrome, "sec-gpc": "1" }))).toBe(false);
    expect(countable(headers({ "user-agent": chrome, "sec-gpc": "0" }))).toBe(true);
    expect(
      countable(headers({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })),
    ).toBe(false);
    expect(countable(headers({ "user-agent": "Mozilla/5.0 HeadlessChrome/131.0" }))).toBe(false);
    expect(countable(headers({ "user-agent": "curl/8.5.0" }))).toBe(false);
    expect(countable(headers({}))).toBe(false);
  });
});

describe("the paths the site serves", () => {
  // Posts enough for three list pages: the last holds one.
  const routed = [
    {
      _type: "post",
      name: "live-translation-in-every-conversation",
      names: namesOf("live-translation-in-every-conversation", { fr: { current: "traduction-en-direct" } }),
    },
    ...Array.from({ length: 2 * POSTS_PER_PAGE }, (_, index) => ({
      _type: "post",
      name: `post-${index}`,
      names: namesOf(`post-${index}`, null),
    })),
    { _type: "landingPage", name: "/education", names: namesOf("/education", null) },
    { _type: "author", name: "aline-mukamana", names: namesOf("aline-mukamana", null) },
  ];
  const runner = { run: async () => routed } as unknown as Parameters<typeof servedPaths>[0];

  it("are the registry's pages, the documents with a URL and the other pages a visitor reads, in every language", async () => {
    const served = await servedPaths(runner);
    for (const path of [
      "/",
      "/fr",
      "/pricing",
      "/rw/ibiciro",
      "/fr/connexion",
      "/blog/live-translation-in-every-conversation",
      "/fr/blog/traduction-en-direct",
      "/rw/inkuru/live-translation-in-every-conversation",
      "/fr/blog/auteur/aline-mukamana",
      "/education",
      "/blog/author/aline-mukamana",
      "/search",
      "/fr/newsletter",
      "/blog/page/2",
      "/rw/inkuru/urupapuro/3",
    ])
      expect(served(path), path).toBe(true);
  });

  it("are not what the site does not serve", async () => {
    const served = await servedPaths(runner);
    for (const path of [
      "/nope",
      "/blog/unknown-post",
      "/blog/page/0",
      "/blog/page/1",
      "/blog/page/4",
      "/fr/blog/page/9999",
      "/blog/page/x",
      "/de/pricing",
      // (a page's address of before in another language's words: a redirect to its own, where it is counted)
      "/rw/pricing",
      "/fr/blog/live-translation-in-every-conversation",
      "/rw/blog/live-translation-in-every-conversation",
      "/rw/blog/page/3",
      "/fr/blog/author/aline-mukamana",
      "/fr/auth",
      "/pricing/",
      "/api/views",
      "/sitemap.xml",
      "/blog/rss.xml",
      "/form-refused",
    ])
      expect(served(path), path).toBe(false);
  });
});

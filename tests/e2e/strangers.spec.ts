import path from "node:path";
import { FILE_ROUTES, LOCALIZED_ROUTES, PAGES, ROBOTS_ROUTE, SITEMAP_ROUTE } from "@shared/addresses/pages";
import { feedPath } from "~/content/blog/blog";
import { LOCALES, localePath } from "@shared/addresses/locales";
import { E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import { HOSTILE_LINKS } from "../support/hostile-links";
import { expect, ONCE, startMockedServer, test, withMockSanity, type TestServer } from "../playwright-utils";

/*
 * What a stranger's request or a pasted value can do to the production server's caches and pages (issue 46): every
 * answer's cache policy is its route's whatever path reaches it, every kept file has one address, and no link an
 * editor controls reaches a page unless the rule of links takes it. A server of its own, with a control file of its
 * own: the content these tests break reaches no other spec.
 */

test.describe.configure({ mode: "serial" });
const CONTROL = path.resolve(".cache/mock-sanity/strangers.json");
let server: TestServer;
test.beforeAll(async () => {
  server = await startMockedServer({ MOCK_SANITY_PATCHES: CONTROL });
});
test.afterAll(async () => {
  await server?.stop();
});

const get = (target: string, init: RequestInit = {}) =>
  fetch(`${server.url}${target}`, { redirect: "manual", ...init });

/** What the server's page cache holds, by kind, as it logs it on SIGUSR2 (server/index.ts). */
async function cacheHolds(): Promise<Record<string, number>> {
  const before = server.log().length;
  process.kill(server.pid, "SIGUSR2");
  await expect.poll(() => server.log().slice(before).includes("[cache] page ")).toBe(true);
  const line = /\[cache\] (page .*)/.exec(server.log().slice(before))![1]!;
  return Object.fromEntries([...line.matchAll(/(\w+) (\d+) \(/g)].map((match) => [match[1]!, Number(match[2])]));
}

/** A page's share image, as its og:image names it (a path of this site). */
async function shareImageOf(page: string) {
  const html = await (await get(page)).text();
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  return url.slice(E2E_SITE_URL.length);
}

/** The single-fetch address of a page's data (`/_root.data` for the home page). */
const dataOf = (target: string) => {
  const [pathname = "/", query = ""] = target.split("?");
  return `${pathname === "/" ? "/_root" : pathname}.data${query ? `?${query}` : ""}`;
};

test(
  "a feed's, a file's or the API's .data twin is a 404 that no cache keeps, whatever it asks for",
  ONCE,
  async () => {
    const image = await shareImageOf("/blog");
    const resources = [
      ...FILE_ROUTES.filter((route) => !/[:*]/.test(route.path)).map((route) => route.path),
      "/sitemaps/1.xml",
      ...LOCALES.map((locale) => localePath(locale, feedPath("en"))),
      image,
      "/api/search?q=pricing&lang=en",
    ];
    const before = await cacheHolds();
    for (const resource of resources) {
      const [pathname, query] = resource.split("?");
      for (const twin of [
        `${pathname}.data${query ? `?${query}` : ""}`,
        `${pathname}.data?_routes=routes/api.search`,
        `${pathname}.data?_routes=routes/share-image`,
      ]) {
        const answer = await get(twin);
        expect(answer.status, twin).toBe(404);
        expect(answer.headers.get("cache-control"), twin).toBe("no-store");
        expect(answer.headers.get("xkey"), twin).toBeNull();
        expect(answer.headers.get("content-type"), twin).toMatch(/^text\/plain/);
      }
    }
    // Unique search queries as data: none kept.
    for (let i = 0; i < 50; i++) expect((await get(`/api/search.data?q=q${i}&lang=en`)).status).toBe(404);
    expect((await cacheHolds()).data).toBe(before.data);
    // The pages' own data is still served (a client navigation).
    const data = await get("/pricing.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("content-type")).toBe("text/x-script");
  },
);

/**
 * A page's data is kept where the page is, never stale in a browser and fresh there for the moments between a press
 * and its tap (app/lib/cache-control.ts): the page's policy → its data's.
 */
const DATA_POLICY_OF: Record<string, string> = {
  "public, max-age=0, s-maxage=300, stale-while-revalidate=86400": "public, max-age=10, s-maxage=300",
  "private, no-store": "private, max-age=10",
  "no-store": "no-store",
};

test("a page's data has the cache policy of the page itself, in every language", ONCE, async () => {
  const targets = [
    ...PAGES.flatMap((page) => LOCALES.map((locale) => localePath(locale, page.path))),
    "/search?q=pricing",
    "/fr/search?q=prix",
    "/form-refused?from=/contact",
    "/blog/page/2",
    "/education",
    "/no-such-page",
    "/blog/no-such-post",
  ];
  for (const target of targets) {
    const page = await get(target);
    const data = await get(dataOf(target));
    const policy = page.headers.get("cache-control") ?? "";
    expect(Object.keys(DATA_POLICY_OF), target).toContain(policy);
    expect(data.headers.get("cache-control"), `${target} and ${dataOf(target)}`).toBe(DATA_POLICY_OF[policy]);
  }
});

/** Asks `asked` and expects a lasting redirect to `to`, kept by caches an hour. */
async function expectMoved(asked: string, to: string) {
  const answer = await get(asked);
  expect(answer.status, asked).toBe(301);
  expect(answer.headers.get("location"), asked).toBe(to);
  expect(answer.headers.get("cache-control"), asked).toBe("public, max-age=3600");
}

test("a kept file has one address: a query or another spelling is a redirect that draws nothing", ONCE, async () => {
  const image = await shareImageOf("/fr/tarifs");
  for (let i = 0; i < 5; i++) await expectMoved(`${image}?x=${Math.random()}`, image);
  // (the campaign rides the redirect: issue 62)
  await expectMoved(`${image}?utm_source=x&v=2`, `${image}?utm_source=x`);
  const png = await get(image);
  expect(png.status).toBe(200);
  expect(png.headers.get("content-type")).toBe("image/png");
  // (tracking parameters never reach the route: the same picture)
  expect((await get(`${image}?utm_source=newsletter`)).status).toBe(200);

  for (const locale of LOCALES) {
    const feed = localePath(locale, feedPath("en"));
    const prefix = feed.slice(0, feed.indexOf("/blog"));
    for (const asked of [`${feed}?x=1`, `${feed}/`, `${prefix.toUpperCase()}/BLOG/rss.xml`, `${prefix}/blog/Rss.XML`])
      await expectMoved(asked, feed);
    expect((await get(feed)).status, feed).toBe(200);
  }
  // Every other spelling of the crawlers' files is a 404 (their paths match only as written) or a redirect.
  for (const file of [SITEMAP_ROUTE.path, ROBOTS_ROUTE.path]) {
    await expectMoved(`${file}?x=1`, file);
    await expectMoved(`${file}/`, file);
    expect((await get(file.toUpperCase())).status, file).toBe(404);
  }
  // The localized routes that are files are the feeds and the files for AI assistants (a new one must be added here
  // or to the next test).
  expect(LOCALIZED_ROUTES.filter((route) => route.file.endsWith(".ts")).map((route) => route.path)).toEqual([
    feedPath("en"),
    "/llms.txt",
    "/llms-full.txt",
  ]);
});

test("the files for AI assistants have one address in each language, likewise", ONCE, async () => {
  for (const prefix of ["", "/fr", "/rw"]) {
    for (const file of [`${prefix}/llms.txt`, `${prefix}/llms-full.txt`]) {
      for (const asked of [
        `${file}?x=1`,
        `${file}/`,
        `${prefix.toUpperCase()}${file.slice(prefix.length).toUpperCase()}`,
      ])
        await expectMoved(asked, file);
      expect((await get(file)).status, file).toBe(200);
    }
  }
});

test("no link an editor controls reaches a page unless it is a path of the site or an address", ONCE, async () => {
  const en = (value: unknown) => [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value }];
  const messageWith = (href: string) => [
    {
      _key: "en",
      _type: "internationalizedArrayAnnouncementTextValue",
      language: "en",
      value: [
        {
          _key: "b0",
          _type: "block",
          style: "normal",
          markDefs: [{ _key: "m0", _type: "link", href }],
          children: [{ _key: "s0", _type: "span", marks: ["m0"], text: "Hostile link here." }],
        },
      ],
    },
  ];
  await withMockSanity(
    {
      patches: [
        {
          id: "siteSettings",
          set: {
            headerMenu: [
              { _key: "home", _type: "menuEntry", page: { _type: "reference", _ref: "homePage", _weak: true } },
              // (first, as the header takes only so many entries)
              { _key: "fine", _type: "menuEntry", label: en("Fine entry"), href: "https://ok.example/" },
              ...HOSTILE_LINKS.map((href, index) => ({
                _key: `evil${index}`,
                _type: "menuEntry",
                label: en(`Evil ${index}`),
                href,
              })),
            ],
          },
        },
        {
          id: "author-aline-mukamana",
          set: {
            links: [
              ...HOSTILE_LINKS.map((url, index) => ({ _key: `e${index}`, _type: "profileLink", label: "Evil", url })),
              { _key: "fine", _type: "profileLink", label: "Fine profile", url: "https://ok.example/aline" },
            ],
          },
        },
        {
          id: "announcement-live-kinyarwanda",
          set: {
            message: messageWith("javascript:alert(18)"),
            link: { label: en("Evil button"), href: "data:text/html,<script>alert(1)</script>" },
          },
        },
        { id: "landing-education", set: { path: { _type: "slug", current: "javascript:alert(18)" } } },
        // A button's address on the home page and on a plan: the button is left out.
        { id: "homePage", set: { "about.href": "javascript:alert(18)" } },
        { id: "plan-starter", set: { ctaHref: "/\\evil.example" } },
      ],
    },
    async () => {
      // Once the server reads the changed dataset (its live events), every page shows it.
      await expect
        .poll(async () => (await (await get("/blog/author/aline-mukamana")).text()).includes("Fine profile"), {
          timeout: 15_000,
        })
        .toBe(true);
      for (const target of ["/", "/fr/tarifs", "/blog/author/aline-mukamana", "/sitemap.xml", "/sitemap"]) {
        const answer = await get(target);
        expect(answer.status, target).toBe(200);
        const body = await answer.text();
        for (const hostile of ["javascript:", "data:text", "vbscript:", "evil.example", "Evil button", "Evil 0"])
          expect(body.toLowerCase().includes(hostile.toLowerCase()), `${target} holds ${hostile}`).toBe(false);
      }
      const home = await (await get("/")).text();
      expect(home).toContain("Fine entry");
      expect(home).toContain("Hostile link here.");
      // The landing page with a hostile path is at no address: not in search, nor the assistant's sources.
      const search = await (await get("/api/search?q=robotics%20education&lang=en&answer=1")).text();
      expect(search.toLowerCase()).not.toContain("javascript:");
    },
    CONTROL,
  );
});

import { parseFeed } from "@rowanmanning/feed-parser";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import { POSTS_PER_PAGE } from "../../app/content/blog/blog";
import { parseNdjson } from "@shared/content/groq";
import { bundledAddress } from "../mocks/dataset";
import { LOCALES, localePath } from "@shared/addresses/locales";
import {
  expect,
  expectNoAxeViolations,
  ONCE,
  PHONE_ONLY,
  startMockedServer,
  test,
  withMockSanity,
  type TestServer,
} from "../playwright-utils";

/*
 * The blog (app/routes/blog*.tsx) against the production build and the bundled posts: its list and pages in every
 * language, a post's page (cover, contents, video, share links, structured data), the feeds as a feed reader reads
 * them, the sitemaps, and a post whose time has not come.
 */
const documents = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
const posts = documents
  .filter((document) => document._type === "post")
  .sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)));
const slugOf = (document: (typeof documents)[number]) => (document.slug as { current: string }).current;
const english = (field: unknown) =>
  (field as { language: string; value: string }[]).find((item) => item.language === "en")!.value;
const LAUNCH = "live-translation-in-every-conversation";

/** Scrolls to the end as a reader would, so that what loads near the viewport has loaded (axe measures it). */
async function readToTheEnd(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
}

test.describe("the blog's list", () => {
  test("shows the newest posts first, six to a page, with a path per page and rel next/prev", async ({ page }) => {
    await page.goto("/blog");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(Math.min(POSTS_PER_PAGE, posts.length));
    await expect(cards.first().getByRole("heading")).toHaveText(english(posts[0]!.title));
    await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", "/blog/page/2");
    await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Older posts" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(cards).toHaveCount(posts.length - POSTS_PER_PAGE);
    await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", "/blog");
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    // Page 1 by number is the list's own address; a page past the last is not found.
    expect((await page.request.get("/blog/page/1", { maxRedirects: 0 })).headers().location).toBe("/blog");
    expect((await page.request.get("/blog/page/3")).status()).toBe(404);
    expect((await page.request.get("/blog/page/two")).status()).toBe(404);
  });

  test("a category's and an author's page list only theirs", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "How-tos" }).click();
    await expect(page).toHaveURL(/\/blog\/category\/how-to$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How-tos");
    const howTos = posts.filter((post) =>
      (post.categories as { _ref: string }[]).some((ref) => ref._ref === "category-how-to"),
    );
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(howTos.length);
    await page.goto("/fr/blog/auteur/grace-uwase");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles de Grace Uwase");
    await expect(page.getByRole("main").getByRole("article").first()).toContainText("Configurer les espaces");
    expect((await page.request.get("/blog/author/nobody")).status()).toBe(404);
  });

  test("every blog page has no axe violations, in every language", async ({ page }) => {
    test.setTimeout(180_000); // four pages in three languages, each read to its end
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const locale of LOCALES) {
      for (const path of [
        "/blog",
        `/blog/${LAUNCH}`,
        "/blog/category/customer-stories",
        "/blog/author/eric-habimana",
      ]) {
        const url = localePath(locale, path);
        expect((await page.goto(url))?.status(), url).toBe(200);
        await readToTheEnd(page);
        await expectNoAxeViolations(page);
      }
    }
  });

  test("nothing overflows sideways on a 360 px phone", PHONE_ONLY, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      "/blog",
      localePath("rw", `/blog/${LAUNCH}`),
      "/blog/spaces-in-five-steps",
      "/fr/blog/auteur/aline-mukamana",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("a post", () => {
  test("opens with its cover and its opening text as the largest paint, the cover sized before it loads, and says who wrote it and when", async ({
    page,
  }) => {
    await page.goto(`/blog/${LAUNCH}`);
    const launch = posts.find((post) => slugOf(post) === LAUNCH)!;
    const cover = page.getByRole("img", { name: english((launch.cover as { alt: unknown }).alt) });
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("width", /\d+/);
    await expect(cover).toHaveAttribute("height", /\d+/);
    // Once the cover is decoded and a frame has been painted with it (until then the largest paint so far may be a
    // paragraph: a state that passes, not the page's answer), the largest paint recorded is read: the cover, or the
    // post's opening text above it. (Chromium does not count as content an image drawn with under 0.05 bits per
    // pixel: our covers are SVG drawings of under 1 kB, which at 1280 px fill a box of 704 × 396.) Either way it is
    // the first screen's, nothing further down or painted later.
    await cover.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const largest = await cover.evaluate(
      (image) =>
        new Promise<{ cover: boolean; opening: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries() as (PerformanceEntry & { element?: Element })[]).at(-1)?.element;
            // (the opening text: the title, or the excerpt right under it)
            resolve({
              cover: element === image,
              opening: Boolean(element?.matches("main header h1, main header h1 + p")),
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(largest.cover || largest.opening, JSON.stringify(largest)).toBe(true);
    const byline = page.getByRole("main").locator("header");
    await expect(byline.getByRole("link", { name: "Aline Mukamana" })).toHaveAttribute(
      "href",
      "/blog/author/aline-mukamana",
    );
    await expect(byline.locator("time").first()).toHaveAttribute("datetime", "2026-11-18T07:00:00Z");
    await expect(byline).toContainText("Updated 20 November 2026");
    await expect(byline).toContainText(/\d+ min read/);
  });

  test("a long post has a table of contents whose links reach its headings", async ({ page }) => {
    await page.goto(`/blog/${LAUNCH}`);
    const toc = page.getByRole("navigation", { name: "On this page" });
    const links = toc.getByRole("link");
    await expect(links).toHaveText(["What is new", "Why we built it", "How to turn it on", "What comes next"]);
    await links.nth(2).click();
    await expect(page).toHaveURL(/#how-to-turn-it-on$/);
    await expect(page.getByRole("heading", { name: "How to turn it on", level: 2 })).toBeInViewport();
    // A short one has none.
    await page.goto("/blog/assistant-answers-with-sources");
    await expect(page.getByRole("navigation", { name: "On this page" })).toHaveCount(0);
  });

  test("its links go to pages by their current paths, in the page's language", async ({ page }) => {
    await page.goto(`/fr/blog/${LAUNCH}`);
    const body = page.getByRole("main");
    await expect(body.getByRole("link", { name: "page des tarifs" })).toHaveAttribute("href", "/fr/tarifs");
    await expect(body.getByRole("link", { name: "demandez une démo" })).toHaveAttribute("href", "/fr/contact");
    await page.goto("/blog/translation-in-meetings");
    await expect(page.getByRole("main").getByRole("link", { name: "setting one up in five steps" })).toHaveAttribute(
      "href",
      "/blog/spaces-in-five-steps",
    );
  });

  test("loads nothing from a third party until the visitor plays its video; then frames the privacy-minded player", async ({
    page,
  }) => {
    // The site's own hosts: itself, and the image CDN its content comes from.
    const own = new Set(["localhost", "cdn.sanity.io"]);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol !== "data:" && !own.has(url.hostname)) elsewhere.push(request.url());
    });
    const framed: string[] = [];
    await page.route(/youtube|vimeo/, async (route) => {
      framed.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" });
    });
    const answer = await page.goto(`/blog/${LAUNCH}`, { waitUntil: "networkidle" });
    expect(answer?.headers()["content-security-policy"]).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com/);
    await readToTheEnd(page);
    const play = page.getByRole("link", { name: "Play video: Ihuza 2.0 live translation, a two-minute tour" });
    await expect(play).toBeVisible();
    expect(elsewhere).toEqual([]);
    expect(framed).toEqual([]);
    await play.click();
    const player = page.locator('iframe[title="Ihuza 2.0 live translation, a two-minute tour"]');
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);
    await expect.poll(() => framed.length).toBeGreaterThan(0);
  });

  test("shares by plain links, and names its author, related posts and neighbours", async ({ page }) => {
    await page.goto("/blog/sacco-nyamata-answers-in-minutes");
    const share = page.getByRole("navigation", { name: "Share this post" });
    await expect(share.getByRole("link", { name: "Share on LinkedIn" })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${E2E_SITE_URL}/blog/sacco-nyamata-answers-in-minutes`)}`,
    );
    await expect(page.locator('script[src^="http"]')).toHaveCount(0);
    await expect(page.getByRole("region", { name: "About the author" })).toContainText("Eric Habimana");
    // The editor's pick comes first among related posts.
    const related = page.getByRole("region", { name: "Related posts" }).getByRole("article");
    await expect(related.first()).toContainText("Groupe Scolaire Rubavu");
    await expect(page.getByRole("link", { name: /Previous post/ })).toContainText("Set up Spaces");
    await expect(page.getByRole("link", { name: /Next post/ })).toContainText("Ihuza 2.0");
  });

  test("tells search engines and link previews it is an article, with a BlogPosting and its breadcrumbs", async ({
    page,
  }) => {
    const address = bundledAddress(`post-${LAUNCH}`, "rw");
    await page.goto(address);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      "content",
      "2026-11-18T07:00:00Z",
    );
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const posting = data.find((entry) => entry["@type"] === "BlogPosting")!;
    expect(posting).toMatchObject({
      headline: "Ihuza 2.0: guhindura indimi ako kanya mu biganiro byose",
      datePublished: "2026-11-18T07:00:00Z",
      dateModified: "2026-11-20T10:30:00Z",
      inLanguage: "rw",
      author: [
        { "@type": "Person", name: "Aline Mukamana", url: `${E2E_SITE_URL}/rw/inkuru/umwanditsi/aline-mukamana` },
      ],
      publisher: { "@type": "Organization", name: "Ihuza" },
    });
    expect(String((posting.image as string[])[0])).toMatch(/^https?:\/\//);
    const crumbs = data.find((entry) => entry["@type"] === "BreadcrumbList")!;
    expect((crumbs.itemListElement as { item: string }[]).map((step) => step.item)).toEqual([
      `${E2E_SITE_URL}/rw`,
      `${E2E_SITE_URL}/rw/inkuru`,
      `${E2E_SITE_URL}${address}`,
    ]);
  });
});

test.describe("feeds and sitemaps", ONCE, () => {
  test("each language has an RSS feed a feed reader takes, announced in the blog's heads", async ({
    page,
    request,
  }) => {
    // (in each language's words)
    const FEEDS = { en: "/blog/rss.xml", fr: "/fr/blog/rss.xml", rw: "/rw/inkuru/rss.xml" };
    for (const locale of LOCALES) {
      await page.goto(localePath(locale, "/blog"));
      const href = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
      expect(href).toBe(`${E2E_SITE_URL}${FEEDS[locale]}`);
      const answer = await request.get(new URL(href!).pathname);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toContain("application/rss+xml");
      const feed = parseFeed(await answer.text());
      expect(feed.language).toBe(locale);
      expect(feed.items).toHaveLength(posts.length);
      expect(feed.items.map((item) => item.url)).toEqual(
        // (each at its address in the feed's language)
        posts.map((post) => `${E2E_SITE_URL}${bundledAddress(post._id, locale)}`),
      );
      for (const item of feed.items) expect(item.published?.getTime(), item.url!).toBeLessThanOrEqual(Date.now());
    }
  });

  test("sitemap.xml and the HTML sitemap list every post", async ({ request, page }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const post of posts) {
      for (const locale of LOCALES) {
        expect(xml).toContain(`<loc>${E2E_SITE_URL}${bundledAddress(post._id, locale)}</loc>`);
      }
    }
    await page.goto("/sitemap");
    await expect(page.getByRole("link", { name: english(posts[0]!.title) })).toHaveAttribute(
      "href",
      `/blog/${slugOf(posts[0]!)}`,
    );
  });
});

/*
 * A server of its own, with a control file of its own: the posts this test publishes reach no other spec, and no
 * other spec's edit of the shared mocked Sanity (tests/e2e/mock-sanity.spec.ts, in the other worker) overwrites them.
 */
test.describe("a post whose time has not come", ONCE, () => {
  const CONTROL = path.resolve(".cache/mock-sanity/blog-schedule.json");
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startMockedServer({ MOCK_SANITY_PATCHES: CONTROL });
    // Warm, as a site in use is: the test's own clock starts with the publish, not with a cold server's first renders.
    for (const target of ["/", "/blog", "/blog/rss.xml", "/sitemap.xml", `/blog/${LAUNCH}`])
      await fetch(`${server.url}${target}`);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("a post whose publish time is ahead is nowhere until then (list, page, feed, sitemap), and there once it comes, with no publish event", async ({
    request,
  }) => {
    const get = (target: string) => request.get(`${server.url}${target}`);
    // Two posts not out yet: one due tomorrow, to check that a post is nowhere before its time (a state that holds
    // while the checks run, however slow the machine), and one due in 5 s, to see it go out at its time. The timing
    // itself is unit-tested under a fake clock (app/content/layer/schedule.server.test.ts).
    const due = Date.now() + 5_000;
    const later = {
      ...posts[0]!,
      _id: "post-later",
      slug: { _type: "slug", current: "later" },
      title: [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "Later on" }],
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
      _updatedAt: new Date().toISOString(),
    };
    const scheduled = {
      ...later,
      _id: "post-scheduled",
      slug: { _type: "slug", current: "coming-soon" },
      title: [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "Coming soon" }],
      publishedAt: new Date(due).toISOString(),
    };
    const out = {
      ...later,
      _id: "post-already-out",
      slug: { _type: "slug", current: "already-out" },
      title: [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "Already out" }],
      publishedAt: "2026-01-01T08:00:00Z",
    };
    await withMockSanity(
      { documents: [later, scheduled, out] },
      async () => {
        // All reach the site (the one already out shows), yet the one due tomorrow is out of sight everywhere.
        await expect.poll(async () => (await get("/blog/already-out")).status(), { timeout: 10_000 }).toBe(200);
        // (read before the other one's time, so that its going out below is the schedule's, not a first read)
        expect(Date.now(), "the site read this dataset before the post's time").toBeLessThan(due);
        expect((await get("/blog/later")).status()).toBe(404);
        const feed = await (await get("/blog/rss.xml")).text();
        expect(feed).toContain("already-out");
        expect(feed).not.toContain("/blog/later");
        const sitemap = await (await get("/sitemap.xml")).text();
        expect(sitemap).toContain("already-out");
        expect(sitemap).not.toContain("/blog/later");
        // Newest of all by its date, it would top the list and its category; it would be the launch post's next.
        expect(await (await get("/blog")).text()).not.toContain("Later on");
        expect(await (await get("/blog/category/product-news")).text()).not.toContain("Later on");
        expect(await (await get(`/blog/${LAUNCH}`)).text()).not.toContain("Later on");
        // (the home page shows the newest posts)
        expect(await (await get("/")).text()).toContain(english(posts[0]!.title));
        expect(await (await get("/")).text()).not.toContain("Later on");
        // The other one's time comes; nothing is published. Then (never before; how soon is the schedule's unit test's
        // to bound, under a fake clock) it is on its page, in the list, the feed and the sitemap.
        await expect
          .poll(async () => (await get("/blog/coming-soon")).status(), {
            timeout: Math.max(0, due - Date.now()) + 15_000,
            intervals: [100],
          })
          .toBe(200);
        expect(Date.now()).toBeGreaterThanOrEqual(due);
        expect(await (await get("/blog")).text()).toContain("Coming soon");
        expect(await (await get("/")).text()).toContain("Coming soon");
        expect(await (await get("/blog/rss.xml")).text()).toContain("coming-soon");
        expect(await (await get("/sitemap.xml")).text()).toContain("coming-soon");
      },
      CONTROL,
    );
  });
});

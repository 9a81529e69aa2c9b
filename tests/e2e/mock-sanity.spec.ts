import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { SEARCH_API_ROUTE } from "@shared/addresses/pages";
import path from "node:path";
import { E2E_SECRETS } from "../../scripts/e2e-env.mjs";
import {
  CONTENT_ROUTES,
  expect,
  ONCE,
  startMockedServer,
  test as siteTest,
  withMockSanity,
  type TestServer,
} from "../playwright-utils";
import type { MockControl } from "../mocks/sanity";
import { STEGA } from "../support/stega";

/*
 * These tests change what the mocked Sanity answers: on a server of their own, with a control file of their own,
 * so that no other spec (running beside them in the other worker) reads their edits (redirects.spec.ts read
 * /fr/plans while a test here had switched it off). One at a time, once (desktop project).
 */
const CONTROL = path.resolve(".cache/mock-sanity/mock-sanity-spec.json");
let server: TestServer;
/**
 * This file's server, started before its first test and stopped after its last (a fixture of the file's worker),
 * where relative addresses go: its port, which the system chooses, is known before any page opens.
 */
const test = siteTest.extend<object, { ownServer: TestServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- it needs no other fixture (Playwright's own form)
    async ({}, use) => {
      server = await startMockedServer({ MOCK_SANITY_PATCHES: CONTROL, ALLOW_INDEXING: "true", ...E2E_SECRETS });
      await use(server);
      await server.stop();
    },
    { scope: "worker", auto: true },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});
test.describe.configure({ mode: "serial" });

/** Runs `run` while this spec's server's mocked Sanity answers as `control` says. */
const edit = (control: MockControl, run: () => Promise<void>) => withMockSanity(control, run, CONTROL);

/** Reloads the page until its main content says (or no longer says) `text`: a publish arrives within seconds. */
async function expectAfterReloads(page: Page, text: string, present: boolean) {
  await expect(async () => {
    await page.goto("/");
    if (present) await expect(page.getByRole("main")).toContainText(text, { timeout: 2_000 });
    else await expect(page.getByRole("main")).not.toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test("a value published in Sanity shows within seconds, and so does its reversal", ONCE, async ({ page }) => {
  await edit(
    { patches: [{ id: "homePage", set: { "hero.text.en": "Edited in the Studio a moment ago." } }] },
    async () => {
      await expectAfterReloads(page, "Edited in the Studio a moment ago.", true);
    },
  );
  await expectAfterReloads(page, "Edited in the Studio a moment ago.", false);
});

test(
  "a redirect switched off in the Studio stops within seconds; switched on, it applies again",
  ONCE,
  async ({ request }) => {
    const status = async () => (await request.get("/fr/plans", { maxRedirects: 0 })).status();
    expect(await status()).toBe(301);
    await edit({ patches: [{ id: "redirect-plans", set: { enabled: false } }] }, async () => {
      await expect.poll(status, { timeout: 5_000 }).toBe(404);
    });
    await expect.poll(status, { timeout: 5_000 }).toBe(301);
  },
);

test(
  "with Sanity answering 500 to everything, every route still answers 200 with its last good content",
  ONCE,
  async ({ request }) => {
    for (const [route] of CONTENT_ROUTES) await request.get(route); // the cache holds Sanity's answers
    await edit({ status: 500 }, async () => {
      for (const [route, text] of CONTENT_ROUTES) {
        const response = await request.get(route);
        expect(response.status(), route).toBe(200);
        expect(await response.text(), route).toContain(text);
      }
    });
  },
);

test(
  "a page published in Sanity shows at its path with no webhook, an unknown block in it skipped",
  ONCE,
  async ({ request }) => {
    const url = "/fr/events/open-day";
    expect((await request.get(url)).status()).toBe(404); // seen, and cached, as missing
    const page = {
      _id: "landing-open-day",
      _type: "landingPage",
      _updatedAt: new Date().toISOString(),
      title: [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "Open day" }],
      path: { _type: "slug", current: "/events/open-day" },
      blocks: [
        { _key: "new", _type: "carouselBlock", slides: [] },
        {
          _key: "cta",
          _type: "ctaBlock",
          heading: [
            { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "Meet us in Kigali" },
          ],
          primaryCta: {
            label: [{ _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "Book a visit" }],
            page: { _type: "reference", _ref: "contactPage" },
          },
        },
      ],
    };
    await edit({ documents: [page] }, async () => {
      // (how soon is npm run bench's to measure, not a test's on a busy machine: publish → shown, scripts/bench-content.mjs)
      await expect.poll(async () => (await request.get(url)).status(), { timeout: 15_000, intervals: [100] }).toBe(200);
      const html = await (await request.get(url)).text();
      expect(html).toContain("Meet us in Kigali");
      expect(html).toContain('href="/fr/contact"');
    });
  },
);

test(
  "a question published in Sanity is found by the site search with no webhook, in its language, and gone when it goes",
  ONCE,
  async ({ request }) => {
    const found = async () => {
      const body = await (await request.get(`${SEARCH_API_ROUTE.path}?lang=fr&q=z%C3%A8bre`)).json();
      return (body.hits as { id: string }[]).map((hit) => hit.id);
    };
    expect(await found()).not.toContain("faq-5");
    await edit(
      { patches: [{ id: "faq-5", set: { "question.fr": "Le support répond-il aussi aux zèbres ?" } }] },
      async () => {
        await expect.poll(found, { timeout: 15_000, intervals: [100] }).toContain("faq-5");
        // The results page (rendered on the server) finds it too, accents folded, and marks it.
        const html = await (await request.get("/fr/search?q=ZEBRES")).text();
        expect(html).toMatch(/<mark[^>]*>zèbres<\/mark>/);
      },
    );
    await expect.poll(found, { timeout: 15_000 }).not.toContain("faq-5");
  },
);

test.describe("draft preview", ONCE, () => {
  const SECRET = "e2e-studio-secret-0123";
  /** A bundled document, to edit into a draft. */
  const bundled = (id: string) =>
    JSON.parse(
      readFileSync("fixtures/data.ndjson", "utf8")
        .split("\n")
        .find((line) => line.includes(`"_id":"${id}"`)) ?? "{}",
    );
  function editorDocuments() {
    const home = bundled("homePage");
    const text = (language: string) => home.hero.text.find((item: { language: string }) => item.language === language);
    text("en").value = "A draft nobody has published yet.";
    text("fr").value = "Un brouillon que personne n'a encore publié.";
    return [
      {
        _id: "sanity-preview-url-secret.e2e",
        _type: "sanity.previewUrlSecret",
        secret: SECRET,
        studioUrl: "http://localhost:3333",
        _updatedAt: new Date().toISOString(),
      },
      { ...home, _id: "drafts.homePage" },
    ];
  }

  test("page text carries click-to-edit markers; head tags and the attributes the site works by never", async ({
    page,
  }) => {
    test.setTimeout(60_000); // eight pages rendered from drafts, uncached, one after another: time on a busy machine
    // A draft landing page without SEO fields of its own: its head is named by its title.
    const { seo: _seo, ...webinar } = bundled("landing-webinar");
    await edit({ documents: [...editorDocuments(), { ...webinar, _id: "drafts.landing-webinar" }] }, async () => {
      await page.goto(`/api/preview/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2F`);
      for (const path of ["/", "/fr/tarifs", "/about", "/privacy-policy", "/education", "/rw/webinari"]) {
        await page.goto(path);
        const found = await page.evaluate((pattern) => {
          const stega = new RegExp(pattern);
          // Attributes that address, link or name things: a marker there would break a link, a label or a lookup.
          const working = /^(href|src|srcset|id|for|name|action|lang|hreflang|aria-(labelledby|describedby|controls))$/;
          const attributes = [...document.querySelectorAll("*")].flatMap((element) =>
            [...element.attributes]
              .filter((attribute) => working.test(attribute.name) && stega.test(attribute.value))
              .map((attribute) => `<${element.localName} ${attribute.name}>`),
          );
          const text = document.querySelector("main")?.innerText ?? "";
          return { head: stega.test(document.head.innerHTML), text: stega.test(text), attributes };
        }, STEGA.source);
        expect(found, path).toEqual({ head: false, text: true, attributes: [] });
        // The header menu's entries open their label in site settings, named by the page's own name as they are.
        if (path === "/") {
          await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link").first()).toHaveAttribute(
            "data-sanity",
            /^id=siteSettings;type=siteSettings;path=headerMenu:home\.label;/,
          );
        }
      }
      // A block with a choice from a list (the picture's side) is kept in preview, and its text is marked.
      await page.goto("/education");
      const learn = page.getByRole("heading", { name: "From the first prompt to a working robot" });
      await learn.scrollIntoViewIfNeeded();
      await expect(learn).toHaveText(STEGA);
      await page.goto("/api/preview/disable");
    });
  });

  test("a draft-only post has no Markdown twin, in preview or out of it", async ({ page }) => {
    const post = bundled("post-live-translation-in-every-conversation");
    const draft = {
      ...post,
      _id: "drafts.post-draft-only",
      slug: { _type: "slug", current: "draft-only" },
      slugs: null,
    };
    await edit({ documents: [...editorDocuments(), draft] }, async () => {
      for (const address of ["/blog/draft-only", "/blog/draft-only.md"])
        expect((await page.request.get(address, { maxRedirects: 0 })).status(), address).toBe(404);
      // The editor's preview shows the draft, and still no twin of it (nor of any page: drafts are the editor's).
      await page.goto(
        `/api/preview/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Fblog%2Fdraft-only`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/live translation/i);
      for (const address of ["/blog/draft-only.md", "/pricing.md"])
        expect((await page.request.get(address, { maxRedirects: 0 })).status(), `${address} in preview`).toBe(404);
      await page.request.get("/api/preview/disable");
    });
  });

  test("a wrong secret is refused", async ({ request }) => {
    await edit({ documents: editorDocuments() }, async () => {
      const response = await request.get("/api/preview/enable?sanity-preview-secret=guess&sanity-preview-pathname=/", {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(401);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    });
  });

  test("the right secret shows drafts with a banner, privately; exiting returns to published content", async ({
    page,
    consoleErrors,
  }) => {
    await edit({ documents: editorDocuments() }, async () => {
      const response = await page.goto(
        `/api/preview/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2F`,
      );
      await expect(page).toHaveURL(/\/$/);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      const banner = page.getByRole("region", { name: "Preview mode" });
      await expect(banner).toHaveText(/Preview mode — exit/);
      await expect(page.getByRole("main")).toContainText("A draft nobody has published yet.");
      await page.waitForLoadState("networkidle"); // the visual-editing overlays load, under the preview CSP
      expect(consoleErrors).toEqual([]);
      await page.getByRole("link", { name: "exit" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(banner).toBeHidden();
      await expect(page.getByRole("main")).not.toContainText("A draft nobody has published yet.");
    });
  });
});

test("preview works per language: the French page shows the French draft", ONCE, async ({ page }) => {
  const SECRET = "e2e-studio-secret-fr";
  const home = JSON.parse(
    readFileSync("fixtures/data.ndjson", "utf8")
      .split("\n")
      .find((line) => line.includes('"_id":"homePage"')) ?? "{}",
  );
  home.hero.text.find((item: { language: string }) => item.language === "fr").value =
    "Un brouillon que personne n'a encore publié.";
  const documents = [
    {
      _id: "sanity-preview-url-secret.e2e-fr",
      _type: "sanity.previewUrlSecret",
      secret: SECRET,
      studioUrl: "http://localhost:3333",
      _updatedAt: new Date().toISOString(),
    },
    { ...home, _id: "drafts.homePage" },
  ];
  await edit({ documents }, async () => {
    await page.goto(`/api/preview/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=%2Ffr`);
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole("main")).toContainText("Un brouillon que personne n'a encore publié.");
    await page.goto("/api/preview/disable");
  });
});

test("production HTML and head tags carry no stega markers", ONCE, async ({ request }) => {
  for (const route of ["/", "/pricing", "/about", "/privacy-policy", "/education"]) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(STEGA);
  }
});

test(
  'a French text removed in the Studio shows the English one, marked lang="en" for screen readers',
  ONCE,
  async ({ page }) => {
    const patches = [
      { id: "pricingPage", set: { "heading.fr": null } },
      { id: "plan-starter", set: { "description.fr": null } },
    ];
    await edit({ patches }, async () => {
      await expect(async () => {
        await page.goto("/fr/tarifs");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple pricing that grows with you", {
          timeout: 2_000,
        });
      }).toPass({ timeout: 15_000 });
      await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      const starter = page.getByRole("listitem", { name: "Starter" });
      await expect(starter.getByText("For small teams and clubs that want one secure place to talk.")).toHaveAttribute(
        "lang",
        "en",
      );
      // Whatever is translated stays French, without a lang of its own.
      await expect(page.getByText("Des tarifs simples qui évoluent avec vous")).toHaveCount(0);
      await expect(
        page.getByText("Les prix s'entendent par utilisateur et par mois", { exact: false }),
      ).not.toHaveAttribute("lang", /.+/);
    });
  },
);

test("leaving preview redirects only to a path of this site, whatever the target says", ONCE, async ({ request }) => {
  const cases: [string, string][] = [
    ["/fr/tarifs?billing=annual", "/fr/tarifs?billing=annual"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["/%2F/evil.example", "/"],
    ["/%09/evil.example", "/"],
    ["/%0A/evil.example", "/"],
    ["/%5Cevil.example", "/"],
    ["\\/evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/\u2028/evil.example", "/"],
    ["", "/"],
    ["/about#team", "/about#team"],
  ];
  for (const [target, location] of cases) {
    const answer = await request.get(`/api/preview/disable?redirect=${encodeURIComponent(target)}`, {
      maxRedirects: 0,
    });
    expect(answer.status(), JSON.stringify(target)).toBe(302);
    expect(answer.headers().location, JSON.stringify(target)).toBe(location);
  }
});

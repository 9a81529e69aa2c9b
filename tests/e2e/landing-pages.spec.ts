import { existsSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import path from "node:path";
import { E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import { MOCK_SANITY_WRITES } from "../../playwright.config";
import { LANDING_PAGES_QUERY } from "../../app/content/queries";
import { evaluateGroq, parseNdjson } from "@shared/content/groq";
import { LOCALE_INFO, LOCALES, localePath, type Locale } from "@shared/addresses/locales";
import type { MockWrites } from "../mocks/sanity";
import { bundledAddress } from "../mocks/dataset";
import {
  atHumanPace,
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
 * The landing pages editors make (app/routes/page.tsx, app/blocks), against the production build: the bundled ones
 * in every language, what a page already has (sitemaps, hreflang, JSON-LD, cache keys), the form on one, and what
 * happens when a page is published, or when Sanity is away.
 */
const documents = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
const bundled = await evaluateGroq<{ _id: string; path: string }[]>(LANDING_PAGES_QUERY, {}, documents);
/** A bundled landing page's address in a language (its path there: /fr/programme-education). */
const at = (id: string, locale: Locale) => bundledAddress(id, locale);

/**
 * Scrolls to the end as a reader would: blocks below the first screen are laid out only when they come near
 * (content-visibility: auto), and axe measures colours on what is laid out. (The page is read with reduced motion:
 * axe measures what a section shows once it has faded in, not halfway.)
 */
async function readToTheEnd(page: Page) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.bringToFront();
  await page.evaluate(async () => {
    // Two frames at each step, so what comes near is laid out; or a tenth of a second, should the browser draw
    // none (a page left in the background by axe's own page of the language before: CI waited 135 s for a frame).
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y <= document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await Promise.race([twoFrames(), new Promise((resolve) => setTimeout(resolve, 100))]);
    }
  });
}

test.describe("landing pages", () => {
  test("the bundled ones exist", ONCE, () => {
    expect(bundled.map((page) => page.path).sort()).toEqual(["/education", "/solutions/banking", "/webinar"]);
  });

  for (const { _id: id, path: pagePath } of bundled) {
    test(`${pagePath} answers in every language, names its language and its alternates, and has no axe violations`, async ({
      page,
    }) => {
      // Three languages, each read to its end and checked by axe: a busy machine takes a minute or more.
      test.setTimeout(150_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      for (const locale of LOCALES) {
        const url = at(id, locale);
        const response = await page.goto(url, { waitUntil: "networkidle" });
        expect(response?.status(), url).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_SITE_URL}${url}`);
        for (const other of LOCALES) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${LOCALE_INFO[other].tag}"]`)).toHaveAttribute(
            "href",
            `${E2E_SITE_URL}${at(id, other)}`,
          );
        }
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          "href",
          `${E2E_SITE_URL}${pagePath}`,
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(overflow, `${url} overflows sideways`).toBe(false);
        await readToTheEnd(page);
        await expectNoAxeViolations(page);
      }
    });
  }

  test("no landing page overflows sideways on a 360 px phone, in any language", PHONE_ONLY, async ({ page }) => {
    test.setTimeout(90_000); // nine pages, one after another
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { _id: id } of bundled) {
      for (const locale of LOCALES) {
        const url = at(id, locale);
        await page.goto(url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test(
    "are in sitemap.xml with their alternates, and in the HTML sitemap in each language",
    ONCE,
    async ({ request }) => {
      const xml = await (await request.get("/sitemap.xml")).text();
      for (const { _id: id } of bundled) {
        for (const locale of LOCALES) {
          const loc = `${E2E_SITE_URL}${at(id, locale)}`;
          const entry = xml.split("<url>").find((part) => part.includes(`<loc>${loc}</loc>`));
          expect(entry, loc).toBeDefined();
          expect(entry).toContain(`hreflang="fr" href="${E2E_SITE_URL}${at(id, "fr")}"`);
          expect(entry).toContain("<lastmod>");
        }
      }
      for (const locale of LOCALES) {
        const html = await (await request.get(localePath(locale, "/sitemap"))).text();
        for (const page of bundled) {
          expect(html).toContain(`href="${at(page._id, locale)}"`);
        }
      }
    },
  );

  test(
    "carry the keys of what they show, so a publish purges them; a page with a form is never shared",
    ONCE,
    async ({ request }) => {
      const banking = await request.get("/solutions/banking");
      expect(banking.headers()["cache-control"]).toMatch(/\bpublic\b/);
      const keys = (banking.headers()["surrogate-key"] ?? "").split(" ");
      for (const type of ["landingPage", "plan", "faq", "pricingPage", "siteSettings"])
        expect(keys).toContain(`type:${type}`);
      const webinar = await request.get("/webinar");
      expect(webinar.headers()["cache-control"]).toBe("private, no-store");
    },
  );

  test("a page with questions tells search engines in FAQPage JSON-LD", ONCE, async ({ page }) => {
    await page.goto("/fr/solutions/banque-et-finance");
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.mainEntity.length).toBeGreaterThan(0);
    expect(jsonLd.mainEntity[0].name).toMatch(/essai gratuit/i);
    // The page's own share image, not the site's.
    const banking = documents.find((document) => document._id === "landing-banking") as unknown as {
      seo: { image: { asset: { _ref: string } } };
    };
    const sha1 = banking.seo.image.asset._ref.split("-")[1]!;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(sha1));
  });

  test("a solution linked to a landing page opens it from 'Learn More', in the visitor's language", async ({
    page,
  }) => {
    await page.goto("/fr/solutions");
    await page.getByRole("link", { name: /En savoir plus.*Banque/ }).click();
    await expect(page).toHaveURL(/\/fr\/solutions\/banque-et-finance$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Servez chaque client");
    // A solution without one still opens its benefits in place.
    await page.goto("/solutions");
    await page.getByRole("button", { name: /Learn More.*Healthcare/ }).click();
    await expect(page.getByRole("region", { name: /Healthcare/ })).toBeVisible();
  });

  test(
    "an unknown path is still the 404 page in its language; another spelling of a page's path moves to it",
    ONCE,
    async ({ request }) => {
      const missing = await request.get("/fr/programme-education/nothing-here");
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('lang="fr"');
      const spelled = await request.get("/Solutions/Banking/", { maxRedirects: 0 });
      expect(spelled.status()).toBe(301);
      expect(spelled.headers().location).toBe("/solutions/banking");
      // A post to a page without a form is refused.
      expect((await request.post("/education", { form: { firstName: "x" } })).status()).toBe(405);
    },
  );

  test("the webinar's form sends a real lead, recorded with the page it came from", ONCE, async ({ page }) => {
    await page.goto("/fr/webinaire", { waitUntil: "networkidle" });
    const email = `webinar${Date.now().toString(36)}@umurage.rw`;
    const form = page.getByRole("form", { name: "Réservez votre place" });
    const values: [RegExp, string][] = [
      [/^Prénom/, "Amina"],
      [/^Nom/, "Uwimana"],
      [/^E-mail/, email],
      [/^Objet/, "Webinaire"],
      [/^Message/, "Je serai là avec deux collègues."],
    ];
    for (const [label, value] of values) await form.getByLabel(label).fill(value);
    await atHumanPace(page);
    await form.getByRole("button").last().click();
    await expect(page.getByRole("status").filter({ hasText: "Amina" })).toContainText("Votre place est réservée.");
    const lead = () =>
      Object.values(
        existsSync(MOCK_SANITY_WRITES)
          ? (JSON.parse(readFileSync(MOCK_SANITY_WRITES, "utf8")) as MockWrites).documents
          : {},
      ).find((document) => document._type === "lead" && document.email === email);
    await expect.poll(lead).toMatchObject({ firstName: "Amina", source: "/fr/webinaire" });
  });
});

test.describe("landing pages and Sanity", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer | undefined;
  test.afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  test(
    "Sanity unreachable: a bundled page is served, a page never seen answers 503 with Retry-After, to a form too",
    ONCE,
    async ({ request }) => {
      const controlFile = path.resolve(".cache/mock-sanity/landing-outage.json");
      await withMockSanity(
        { status: 500 },
        async () => {
          server = await startMockedServer({ MOCK_SANITY_PATCHES: controlFile, CONTENT_DEADLINE_MS: "500" });
          const bundledPage = await request.get(`${server.url}${bundledAddress("landing-education", "rw")}`, {
            maxRedirects: 0,
          });
          expect(bundledPage.status()).toBe(200);
          const unknown = await request.get(`${server.url}/events/never-seen`, { maxRedirects: 0 });
          expect(unknown.status()).toBe(503);
          expect(Number(unknown.headers()["retry-after"])).toBeGreaterThan(0);
          expect(unknown.headers()["cache-control"]).toMatch(/no-store/);
          // A form sent to it is not refused as if the page had none: the same 503, to try again.
          const posted = await request.post(`${server.url}/fr/events/never-seen`, {
            form: { firstName: "Aline" },
            maxRedirects: 0,
          });
          expect(posted.status()).toBe(503);
          expect(Number(posted.headers()["retry-after"])).toBeGreaterThan(0);
          // A redirect in the bundled dataset still applies.
          expect((await request.get(`${server.url}/academy`, { maxRedirects: 0 })).status()).toBe(301);
        },
        controlFile,
      );
    },
  );
});

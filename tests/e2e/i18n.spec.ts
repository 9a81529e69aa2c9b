import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import { rw } from "@shared/dictionaries/rw";
import { localeFromPath, localePath } from "@shared/addresses/locales";
import { fixtureDocuments } from "../mocks/dataset";
import { E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import {
  atHumanPace,
  expect,
  expectNoAxeViolations,
  isPhone,
  ONCE,
  PHONE_ONLY,
  sendWithoutScripts,
  test,
} from "../playwright-utils";

/*
 * The site in English, French and Kinyarwanda (issue 15): every page under /fr and /rw, the language's texts and
 * formats, the head tags search engines read, the switcher, the offer to switch, and the chat demo's replies.
 */

const LANGUAGES = [
  { prefix: "", lang: "en", t: en },
  { prefix: "/fr", lang: "fr", t: fr },
  { prefix: "/rw", lang: "rw", t: rw },
] as const;

/** Every page of the site, by its English path. */
const PAGES = [
  "/",
  "/features",
  "/solutions",
  "/pricing",
  "/about",
  "/contact",
  "/chatbot",
  "/auth",
  "/privacy-policy",
  "/terms-of-service",
  "/sitemap",
  "/newsletter",
];

/** The header menu of the bundled dataset (site settings). */
const BUNDLED_MENU = fixtureDocuments().find((document) => document._id === "siteSettings")!.headerMenu as unknown[];

/** A page, by its English path, at its address in the language of `prefix` (/fr/tarifs: app/shared/dictionaries/page-paths.ts). */
const at = (prefix: string, path: string) => localePath(localeFromPath(prefix || "/"), path);

/** The keys a dictionary text could leak as if it were not looked up ('layout.chatNow'), or an unfilled {mark}. */
const RAW_TEXT =
  /\b(layout|pages|newsletter|errors|problems|contact|auth|notFound|pricing|solutions|chat|home)\.[a-z]+[A-Z]\w*|\{[a-z]+\}/;

test.describe("every page in every language", () => {
  for (const { prefix, lang, t } of LANGUAGES) {
    test(
      `${lang}: each page answers 200 in ${lang}, with the language's navigation and no raw dictionary keys`,
      ONCE,
      async ({ request }) => {
        for (const path of PAGES) {
          const url = at(prefix, path);
          const response = await request.get(url);
          expect(response.status(), url).toBe(200);
          const html = await response.text();
          expect(html, url).toContain(`<html lang="${lang}"`);
          for (const link of ["/features", "/pricing", "/contact"]) {
            expect(html, url).toContain(`href="${at(prefix, link)}"`);
            expect(html, url).toContain(`>${t.pages[link as "/pricing"].nav}</a>`);
          }
          const text = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, " ");
          expect(text.match(RAW_TEXT)?.[0] ?? null, url).toBeNull();
        }
      },
    );
  }

  test(
    "an unknown language is a 404, and a missing page is a 404 in the language of its prefix",
    ONCE,
    async ({ request, page }) => {
      expect((await request.get("/de/pricing")).status()).toBe(404);
      expect((await request.get("/en/pricing")).status()).toBe(404);
      const response = await page.goto("/fr/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.notFound.heading);
      await page.getByRole("main").getByRole("link", { name: fr.notFound.home }).click();
      await expect(page).toHaveURL(/\/fr$/);
    },
  );
});

test.describe("search engines see each language", () => {
  test(
    "hreflang links are absolute, reciprocal and complete on every page, with x-default and the page's og:locale",
    ONCE,
    async ({ request }) => {
      for (const path of PAGES) {
        const alternatesOf = async (url: string) => {
          const html = await (await request.get(url)).text();
          const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
            m[1],
            m[2],
          ]);
          return { html, links: Object.fromEntries(links) as Record<string, string> };
        };
        const expected = {
          en: `${E2E_SITE_URL}${path}`,
          fr: `${E2E_SITE_URL}${at("/fr", path)}`,
          rw: `${E2E_SITE_URL}${at("/rw", path)}`,
          "x-default": `${E2E_SITE_URL}${path}`,
        };
        for (const { prefix, lang } of LANGUAGES) {
          const { html, links } = await alternatesOf(at(prefix, path));
          expect(links, at(prefix, path)).toEqual(expected);
          // Reciprocal: this page is among its own alternates, under its own language, and its canonical URL.
          expect(links[lang]).toBe(`${E2E_SITE_URL}${at(prefix, path)}`);
          expect(html).toContain(`<link rel="canonical" href="${E2E_SITE_URL}${at(prefix, path)}"/>`);
          expect(html).toContain(`<meta property="og:locale" content="${lang}_RW"/>`);
        }
      }
    },
  );

  test("sitemap.xml lists every page in the three languages with its alternates", ONCE, async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/pricing", "/privacy-policy"]) {
      for (const { prefix } of LANGUAGES) {
        const loc = `${E2E_SITE_URL}${at(prefix, path)}`;
        const entry = new RegExp(`<loc>${loc.replace(/[.?/]/g, "\\$&")}</loc>[\\s\\S]*?</url>`).exec(xml)?.[0] ?? "";
        expect(entry, loc).toContain(`hreflang="fr" href="${E2E_SITE_URL}${at("/fr", path)}"`);
        expect(entry, loc).toContain(`hreflang="rw" href="${E2E_SITE_URL}${at("/rw", path)}"`);
        expect(entry, loc).toContain(`hreflang="x-default" href="${E2E_SITE_URL}${path}"`);
      }
    }
  });

  test(
    "sitemap.xml is one file at today's size: it is no index, and no part of one answers",
    ONCE,
    async ({ request }) => {
      const xml = await (await request.get("/sitemap.xml")).text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(xml).not.toContain("<sitemapindex");
      for (const part of ["/sitemaps/1.xml", "/sitemaps/2.xml", "/sitemaps/x.xml", "/sitemaps/01.xml"]) {
        const answer = await request.get(part, { maxRedirects: 0 });
        expect(answer.status(), part).toBe(404);
        expect(await answer.text(), part).toBe("No part of the sitemap at this address");
      }
      // A part has one address, as sitemap.xml has.
      const slash = await request.get("/sitemaps/1.xml/", { maxRedirects: 0 });
      expect(slash.status()).toBe(301);
      expect(slash.headers()["location"]).toBe("/sitemaps/1.xml");
    },
  );

  test("the home page's structured data is in the page's language", ONCE, async ({ request }) => {
    const html = await (await request.get("/fr")).text();
    const json = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? "{}");
    expect(json.inLanguage).toBe("fr");
    expect(json.description).toMatch(/Une communication intelligente/);
  });
});

test.describe("reading the site in French or Kinyarwanda", () => {
  test("prices, numbers and dates are written the language's way", async ({ page }) => {
    await page.goto("/fr/tarifs");
    await expect(page.getByTestId("plan-price").first()).toContainText(/3\s500\sRWF/);
    await page.goto("/rw/ibiciro");
    await expect(page.getByTestId("plan-price").first()).toContainText(/RWF\s3\.500/);
    await page.goto("/fr/politique-de-confidentialite");
    await expect(page.getByRole("main").locator("time")).toHaveText(/^\d{1,2} [a-zéû]+ \d{4}$/);
    await page.goto("/fr");
    await expect(page.getByRole("region", { name: fr.home.inNumbers })).toContainText(/\d\s\d{3}/);
  });

  test("the language switcher keeps the visitor on the page they are on, in the header and in the mobile menu", async ({
    page,
  }) => {
    await page.goto("/pricing?billing=annual");
    if (isPhone(page)) await page.getByRole("button", { name: en.layout.openMenu }).click();
    await page.getByRole("navigation", { name: en.layout.language }).getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/tarifs\?billing=annual$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Des tarifs simples qui évoluent avec vous");
    if (isPhone(page)) await page.getByRole("button", { name: fr.layout.openMenu }).click();
    const switcher = page.getByRole("navigation", { name: fr.layout.language });
    await expect(switcher.locator('[aria-current="true"]')).toContainText("Français");
    await switcher.getByRole("link", { name: "Kinyarwanda" }).click();
    await expect(page).toHaveURL(/\/rw\/ibiciro\?billing=annual$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ibiciro byoroshye bikura hamwe namwe");
    if (isPhone(page)) await page.getByRole("button", { name: rw.layout.openMenu }).click();
    await page.getByRole("navigation", { name: rw.layout.language }).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/pricing\?billing=annual$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a French visitor can compare plans and write to the company in French, errors included", async ({ page }) => {
    await page.goto("/fr/tarifs");
    await page.getByText(/^Annuel/).click();
    await expect(page.getByTestId("plan-billing-note").first()).toContainText(/d'économie/, { useInnerText: true });
    await page.getByRole("link", { name: "Contacter les ventes avec le forfait Entreprise" }).click();
    await expect(page).toHaveURL(/\/fr\/contact$/);
    await page.getByRole("button", { name: fr.contact.send }).click();
    await expect(page.getByText(fr.errors.firstNameRequired)).toBeVisible();
    await expect(page.getByText(fr.errors.messageRequired)).toBeVisible();
    await page.getByRole("textbox", { name: fr.contact.email, exact: true }).fill("pas-une-adresse");
    await page.getByRole("button", { name: fr.contact.send }).click();
    await expect(page.getByText(fr.errors.emailInvalid)).toBeVisible();
  });

  test("the server answers a form post without JavaScript in the page's language", async ({
    browser,
    extraHTTPHeaders,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders });
    const page = await context.newPage();
    await page.goto("/rw/twandikire");
    await atHumanPace(page);
    await sendWithoutScripts(page, page.getByRole("button", { name: rw.contact.send }));
    await expect(page).toHaveURL(/\/rw\/twandikire/);
    await expect(page.getByText(rw.errors.firstNameRequired)).toBeVisible();
    await context.close();
  });

  for (const [prefix, t, question] of [
    ["/fr", fr, "Quelle est la feuille de route ?"],
    ["/rw", rw, "Igenamigambi ryacu rimeze rite?"],
  ] as const) {
    test(`the chat demo answers a roadmap question in ${prefix.slice(1)} with the roadmap reply in that language`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/chatbot`);
      const composer = page.getByRole("textbox", {
        name: t.chat.messageLabel.replace("{channel}", t.chat.channels.general),
      });
      await composer.fill(question);
      await composer.press("Enter");
      const log = page.getByRole("log");
      await expect(log).toContainText(question);
      await expect(log).toContainText(t.chat.replies.roadmap, { timeout: 5_000 });
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t.chat.channels.general);
    });
  }
});

test.describe("French typography", () => {
  test(
    "French pages space their punctuation the French way, in content and in the site's own texts",
    ONCE,
    async ({ page }) => {
      await page.goto("/fr/tarifs");
      // Content from the dataset (typed with plain spaces): the FAQ's questions.
      await expect(page.getByText("Y a-t-il un essai gratuit\u202f?", { exact: true })).toBeVisible();
      const text = (await page.locator("body").innerText()).replace(/\s+\n/g, "\n");
      expect(text.match(/\S {1}[;!?]/g) ?? []).toEqual([]);
      expect(text).toMatch(/\u00a0:/);
      // English pages keep English punctuation.
      await page.goto("/pricing");
      await expect(page.getByText("Is there a free trial?", { exact: true })).toBeVisible();
    },
  );
});

test.describe("the offer to switch language", () => {
  test.use({ locale: "fr-FR" });

  test("a French browser on an English page is offered the French page, in French, floating over it; 'no thanks' is remembered", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const offer = page.getByTestId("language-suggestion");
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", "fr");
    await expect(offer).toContainText(fr.suggestion.text);
    // It floats: nothing on the page moved to make room for it.
    expect(await offer.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
    await offer.getByRole("button", { name: fr.suggestion.dismiss }).click();
    await expect(offer).toBeHidden();
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("language-suggestion")).toBeHidden();
  });

  test("it links to the same page in French, and French pages offer nothing", async ({ page }) => {
    await page.goto("/features");
    await page.getByTestId("language-suggestion").getByRole("link", { name: fr.suggestion.action }).click();
    await expect(page).toHaveURL(/\/fr\/fonctionnalites$/);
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("language-suggestion")).toBeHidden();
  });

  test(
    "the HTML is the same whatever the browser's language: the offer is made in the browser, so caches stay right",
    ONCE,
    async ({ request }) => {
      const strip = (html: string) => html.replace(/"formToken":"[^"]*"|name="formToken" value="[^"]*"/g, "");
      const english = strip(await (await request.get("/pricing", { headers: { "Accept-Language": "en" } })).text());
      const french = strip(
        await (await request.get("/pricing", { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } })).text(),
      );
      expect(french).toBe(english);
      const response = await request.get("/pricing", { headers: { "Accept-Language": "rw" }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
    },
  );
});

test.describe("accessible and laid out in every language", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const path of [
    "/fr",
    "/fr/tarifs",
    "/fr/contact",
    "/fr/demo-de-l-assistant-ia",
    "/rw",
    "/rw/ibisubizo",
    "/rw/abo-turi-bo",
    "/rw/injira",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
      await expectNoAxeViolations(page);
    });
  }

  test("the mobile menu with its language switcher has no axe violations", PHONE_ONLY, async ({ page }) => {
    await page.goto("/rw/ibiranga", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: rw.layout.openMenu }).click();
    await expectNoAxeViolations(page);
  });

  test(
    "the desktop header keeps each menu entry and the logo on one line, from the narrowest desktop up, in every language",
    ONCE,
    async ({ page }) => {
      // From 1024 px (where the full menu appears) the longest words (French, Kinyarwanda) fit beside it.
      for (const width of [1024, 1100, 1180, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const { prefix, t } of LANGUAGES) {
          await page.goto(at(prefix, "/"));
          const header = page.getByRole("banner");
          const entries = header.getByRole("navigation", { name: t.layout.mainNav }).getByRole("link");
          await expect(entries).toHaveCount(BUNDLED_MENU.length);
          for (const entry of await entries.all()) {
            const box = (await entry.boundingBox())!;
            expect(box.height, `${prefix || "/"} at ${width} px: "${await entry.textContent()}" wraps`).toBeLessThan(
              40,
            );
          }
          // The logo, the menu and the buttons side by side, none over another, the logo at its full size.
          const [logo, menu, actions] = await header.evaluate((element) => {
            const row = element.firstElementChild!;
            return [...row.children]
              .filter((child) => (child as HTMLElement).offsetParent)
              .map((child) => child.getBoundingClientRect().toJSON() as DOMRect);
          });
          const where = `${prefix || "/"} at ${width} px`;
          expect(logo!.right, `${where}: the menu overlaps the logo`).toBeLessThanOrEqual(menu!.left);
          expect(menu!.right, `${where}: the buttons overlap the menu`).toBeLessThanOrEqual(actions!.left);
          const home = header.getByRole("link").first();
          await expect(home.locator("img")).toHaveJSProperty("width", 36);
          const cut = await home.evaluate((link) => link.scrollWidth - link.clientWidth);
          expect(cut, `${where}: the site's name is cut`).toBeLessThanOrEqual(0);
          const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
          expect(overflow, where).toBeLessThanOrEqual(0);
          // The chat button keeps its name where it shows its icon alone.
          await expect(header.getByRole("link", { name: t.layout.chatNow })).toBeVisible();
        }
      }
    },
  );

  for (const prefix of ["/fr", "/rw"])
    test(`no page overflows sideways on a 360 px phone, in ${prefix}`, PHONE_ONLY, async ({ page }) => {
      test.setTimeout(60_000); // a dozen pages, one after another: time enough on a busy machine
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of [...PAGES, "/no-such-page"]) {
        const url = at(prefix, path);
        await page.goto(url);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
      }
    });
});

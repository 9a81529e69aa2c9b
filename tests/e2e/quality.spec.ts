import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { E2E_SECRETS, E2E_SITE_URL } from "../../scripts/e2e-env.mjs";
import { expect, expectNoAxeViolations, ONCE, PHONE_ONLY, test } from "../playwright-utils";

const ROUTES = [
  "/",
  "/features",
  "/solutions",
  "/pricing",
  "/about",
  "/contact",
  "/newsletter",
  "/chatbot",
  "/auth",
  "/privacy-policy",
  "/terms-of-service",
  "/sitemap",
  "/no-such-page",
];

test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  // Axe checks each page in its final state: with reduced motion every section is shown at once and nothing is
  // mid-fade, so no scrolling or waiting is needed (the animations are tested in home.spec.ts and shell.spec.ts).
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const route of ROUTES) {
    test(`${route} has no violations`, async ({ page }) => {
      await page.goto(route, { waitUntil: "networkidle" });
      await expectNoAxeViolations(page);
    });
  }

  test("with the mobile menu open", PHONE_ONLY, async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expectNoAxeViolations(page);
  });

  test("with the chat drawers open", PHONE_ONLY, async ({ page }) => {
    await page.goto("/chatbot", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open spaces and channels" }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open assistant tools" }).click();
    await expectNoAxeViolations(page);
  });

  test("with the Sign Up tab shown", async ({ page }) => {
    await page.goto("/auth?tab=signUp", { waitUntil: "networkidle" });
    await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  });

  test("with the contact form's errors shown", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("with a voice recording under way in the chat", async ({ page }) => {
    await page.goto("/chatbot", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Record voice message" }).click();
    await expectNoAxeViolations(page);
  });

  test("with a solution's benefits revealed", async ({ page }) => {
    await page.goto("/solutions", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Learn More about Healthcare" }).click();
    await expect(page.getByRole("button", { name: "Show Less about Healthcare" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expectNoAxeViolations(page);
  });

  test("with annual prices and an open answer", async ({ page }) => {
    await page.goto("/pricing", { waitUntil: "networkidle" });
    await page.getByRole("radio", { name: /Annual/ }).check({ force: true });
    await expect(page.getByText("Annual billing: 20% off every plan")).toBeVisible();
    await page.locator("details summary").first().click();
    await expect(page.locator("details").first()).toHaveAttribute("open", "");
    await expectNoAxeViolations(page);
  });
});

test.describe("keyboard", () => {
  test("a skip link leads to the main content", async ({ page }) => {
    await page.goto("/pricing", { waitUntil: "networkidle" });
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("every control shows where focus is", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return "none";
        const style = getComputedStyle(el);
        return style.outlineStyle !== "none" && style.outlineWidth !== "0px"
          ? "outline"
          : style.boxShadow !== "none"
            ? "ring"
            : "none";
      });
      expect(outline, `focus ring on tab stop ${i + 1}`).not.toBe("none");
    }
  });
});

// Head tags, structured data and headers do not depend on the viewport: checked once (desktop project).
test.describe("SEO", ONCE, () => {
  test("each page has its own title, description, canonical URL, share tags and language", async ({ page }) => {
    const titles = new Set<string>();
    for (const route of ["/", "/features", "/pricing", "/about", "/chatbot"]) {
      await page.goto(route);
      const title = await page.title();
      titles.add(title);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_SITE_URL}${route}`);
      // A picture of the page's own (tests/e2e/share-images.spec.ts), the same for every network.
      const picture = new RegExp(`^${E2E_SITE_URL}/og/[a-z0-9_-]{16}/en${route === "/" ? "/index" : route}\\.png$`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", picture);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", picture);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    }
    expect(titles.size).toBe(5);
    // The site's own picture: for pages with none of their own (a 404).
    const image = await page.request.get("/og-image.png");
    expect(image.headers()["content-type"]).toBe("image/png");
  });

  test("the home page carries Organization structured data", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(data).toMatchObject({
      "@type": "Organization",
      name: "Ihuza",
      foundingDate: "2023",
      url: `${E2E_SITE_URL}/`,
    });
    expect(data.sameAs).toHaveLength(4);
  });

  test("the 404 page is noindex", async ({ page }) => {
    await page.goto("/missing");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });

  test("sitemap.xml lists every public page with lastmod, and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    // Every page but the 404 and /newsletter (a form's answer page, noindex).
    for (const route of ROUTES.filter((r) => r !== "/no-such-page" && r !== "/newsletter")) {
      expect(xml).toContain(`<loc>${E2E_SITE_URL}${route}</loc>`);
    }
    expect(xml).not.toContain("/newsletter");
    expect(xml).toContain(`<loc>${E2E_SITE_URL}/pricing</loc><lastmod>2026-11-01</lastmod>`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`);
    expect(robots).toContain("Allow: /");
  });
});

test.describe("security", ONCE, () => {
  test("pages carry the security headers and no X-Powered-By", async ({ request }) => {
    for (const route of ["/", "/pricing", "/missing"]) {
      const response = await request.get(route);
      const headers = response.headers();
      expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
      expect(headers["content-security-policy"]).not.toContain("unsafe-inline");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-powered-by"]).toBeUndefined();
    }
  });

  test("a cacheable page carries no per-request secret: its CSP lists the hash of each inline script it runs", async ({
    request,
  }) => {
    for (const route of ["/", "/pricing", "/contact", "/missing"]) {
      const first = await request.get(route);
      const second = await request.get(route);
      const csp = first.headers()["content-security-policy"] ?? "";
      expect(csp).not.toContain("nonce-");
      const html = await first.text();
      // /contact (its form carries a fresh token) and the 404 are never stored; the rest may be.
      expect(/\bpublic\b/.test(first.headers()["cache-control"] ?? "")).toBe(route === "/" || route === "/pricing");
      if (route === "/" || route === "/pricing") {
        // The same page twice: the same bytes (from the page cache), the same policy: a shared cache may replay it.
        expect(await second.text()).toBe(html);
        expect(second.headers()["content-security-policy"]).toBe(csp);
      }
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
      const allowed = new Set([...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
      const inline = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length).toBeGreaterThanOrEqual(3); // Remix's context, its module script, scroll restoration
      for (const [, attributes, body] of inline) {
        expect(attributes).not.toContain("nonce");
        expect(
          allowed.has(
            createHash("sha256")
              .update(body ?? "")
              .digest("base64"),
          ),
        ).toBe(true);
      }
      // Nothing else is allowed: every hash the policy lists is of a script the page holds.
      expect(allowed.size).toBe(new Set(inline.map(([, , body]) => body)).size);
      // The one inlined stylesheet is allowed by its hash; no other inline style is.
      const styles = [...html.matchAll(/<style([^>]*)>([\s\S]*?)<\/style>/g)];
      expect(styles).toHaveLength(1);
      const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1] ?? "";
      expect(styleSrc).not.toContain("unsafe-inline");
      expect(styleSrc).toContain(
        `'sha256-${createHash("sha256")
          .update(styles[0]?.[2] ?? "")
          .digest("base64")}'`,
      );
    }
  });

  test("a form's answer, never stored, gets a fresh nonce instead", async ({ request }) => {
    const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
    const post = () => request.post("/contact", { form: { name: "" }, headers: { "X-Forwarded-For": "203.0.113.91" } });
    const [first, second] = [await post(), await post()];
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    const nonce = nonceOf(first.headers()["content-security-policy"] ?? "");
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second.headers()["content-security-policy"] ?? ""));
    const inline = [
      ...(await first.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g),
    ].map((m) => m[1] ?? "");
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("the site works under its own CSP: no violations in the console, none in DevTools' issues", async ({
    page,
    consoleErrors,
  }) => {
    // Some violations never reach the console (a library probing whether eval is allowed, inside a try): the
    // Issues panel (what Lighthouse's best-practices audit reads) still lists them.
    const cdp = await page.context().newCDPSession(page);
    const issues: string[] = [];
    cdp.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue") issues.push(JSON.stringify(issue.details));
    });
    await cdp.send("Audits.enable");
    for (const route of ["/", "/pricing", "/about", "/chatbot", "/contact"]) {
      await page.goto(route, { waitUntil: "networkidle" });
    }
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("x");
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    expect(issues).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("no secret reaches the client bundle or the rendered pages", async ({ request }) => {
    const secrets = Object.values(E2E_SECRETS);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk("build/client");
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, "latin1");
      for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      for (const secret of secrets) expect(html.includes(secret), `${secret} in ${route}`).toBe(false);
    }
  });
});

test.describe("HTTP caching and compression", () => {
  test("pages, assets and errors each get their policy; responses are compressed", async ({ request, page }) => {
    const home = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(home.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
    expect(home.headers()["content-encoding"]).toBe("gzip");
    // A page's data for the browser's router: never used stale by a browser, fresh for the moments between a press
    // and its tap (app/components/layout/PressAhead.tsx).
    const data = await request.get("/pricing.data");
    expect(data.headers()["cache-control"]).toBe("public, max-age=10, s-maxage=300");
    // A lead form's page is for one visitor (its signed token): its HTML never stored, its data by that browser only.
    expect((await request.get("/contact")).headers()["cache-control"]).toBe("private, no-store");
    expect((await request.get("/contact.data")).headers()["cache-control"]).toBe("private, max-age=10");
    const missing = await request.get("/missing");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe("no-store");

    await page.goto("/", { waitUntil: "networkidle" });
    const asset = await page.evaluate(
      // The framework's chunk: large enough to be compressed (a file under 1 kB goes as it is).
      () => performance.getEntriesByType("resource").find((entry) => entry.name.includes("/entry.client-"))?.name ?? "",
    );
    expect(asset).toMatch(/\/assets\/.+\.js$/);
    const js = await request.get(asset, { headers: { "Accept-Encoding": "gzip" } });
    expect(js.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable/);
    expect(js.headers()["content-encoding"]).toBe("gzip");
    // Files whose name does not change with their content: an hour, and a validator to ask again cheaply.
    for (const file of ["/favicon.svg", "/logo-mark.svg", "/og-image.png", "/illustrations/lost-signal.svg"]) {
      const answer = await request.get(file);
      expect(answer.status(), file).toBe(200);
      expect(answer.headers()["cache-control"], file).toBe("public, max-age=3600");
      expect(answer.headers().etag, file).toBeTruthy();
    }
  });
});

test(
  "what the page cache leaves out of its key never reaches the page: a campaign link's values are not shown to the next visitor",
  ONCE,
  async ({ request }) => {
    for (const path of ["/fr", "/rw/abo-turi-bo", "/pricing"]) {
      const marker = `EVIL${path.replace(/\W/g, "")}`;
      const poisoned = await request.get(
        `${path}?utm_source=${marker}%22%3E%3Cx%3E&gclid=${marker}&utm_campaign=${"x".repeat(4000)}`,
      );
      expect(poisoned.status()).toBe(200);
      expect(await poisoned.text(), path).not.toContain(marker);
      const next = await request.get(path);
      expect(await next.text(), path).not.toContain(marker);
    }
  },
);

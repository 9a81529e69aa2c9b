import { routedPath } from "@shared/addresses/pages";
import { fixtureDocuments } from "../mocks/dataset";
import { expect, test } from "../playwright-utils";

test.describe("/features", () => {
  test("shows seven feature groups with 2-4 features each, the count, and the calls to action", async ({ page }) => {
    await page.goto("/features");
    const groups = page.getByRole("region", { name: "Feature groups" }).locator(":scope > ul > li");
    await expect(groups).toHaveCount(7);
    let total = 0;
    for (const group of await groups.all()) {
      await expect(group.getByRole("heading", { level: 2 })).not.toBeEmpty();
      const count = await group.getByRole("listitem").count();
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
      total += count;
    }
    await expect(page.getByTestId("feature-count")).toHaveText(`${total} features in 7 groups`);
    await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", /^\/auth/);
    await expect(page.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("/solutions", () => {
  test("shows ten industries whose Learn More reveals the benefits in place, or opens the industry's page", async ({
    page,
  }) => {
    await page.goto("/solutions");
    const cards = page.getByRole("region", { name: "Industries" }).locator(":scope > ul > li");
    await expect(cards).toHaveCount(10);
    // Banking has a landing page of its own (linked in the Studio): its Learn More goes there.
    await expect(
      cards.filter({ hasText: "Banking & Finance" }).getByRole("link", { name: "Learn More about Banking & Finance" }),
    ).toHaveAttribute("href", "/solutions/banking");
    const healthcare = cards.filter({ hasText: "Healthcare" });
    const button = healthcare.getByRole("button", { name: "Learn More about Healthcare" });
    const details = page.getByRole("region", { name: "Healthcare: benefits" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(details).toBeHidden();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(healthcare.getByRole("button", { name: /Show Less/ })).toHaveAttribute("aria-expanded", "true");
    await expect(details).toBeVisible();
    await expect(details.getByRole("listitem")).toHaveCount(3);
    await expect(page).toHaveURL(/\/solutions$/);
  });

  test("shows the white-label section and links consultation and demo to /contact", async ({ page }) => {
    await page.goto("/solutions");
    const whiteLabel = page.locator("section", { has: page.locator("#white-label-heading") });
    await expect(whiteLabel.getByRole("heading", { level: 3 })).toHaveText([
      "Custom branding",
      "Custom domain",
      "API integration",
    ]);
    await expect(page.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Request Demo" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("/pricing", () => {
  test("shows the four plans with RWF prices, the popular flag and their buttons", async ({ page }) => {
    await page.goto("/pricing");
    const plans = page
      .getByRole("region", { name: "Plans" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(plans).toHaveCount(4);
    const price = (name: string) => page.getByRole("listitem", { name }).getByTestId("plan-price");
    await expect(price("Starter")).toContainText("RWF 3,500");
    await expect(price("Professional")).toContainText("RWF 7,500");
    await expect(price("Business")).toContainText("RWF 14,500");
    await expect(price("Enterprise")).toContainText("from RWF 25,000");
    await expect(page.getByRole("listitem", { name: "Enterprise" })).toContainText("or custom pricing per project");
    await expect(price("Starter")).toContainText("per user / month");
    await expect(page.getByRole("listitem", { name: "Professional" })).toContainText("Most Popular");
    await expect(page.getByText("Most Popular")).toHaveCount(1);
    for (const name of ["Starter", "Professional", "Business"]) {
      await expect(page.getByRole("link", { name: `Start Free Trial with the ${name} plan` })).toHaveAttribute(
        "href",
        /^\/auth/,
      );
    }
    await expect(page.getByRole("link", { name: "Contact Sales with the Enterprise plan" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("annual billing takes 20 % off and says so", async ({ page }) => {
    await page.goto("/pricing");
    const price = (name: string) => page.getByRole("listitem", { name }).getByTestId("plan-price");
    // Visitors click the switch's label; the radio inside it takes the state.
    await page.locator("label", { hasText: "Annual (save 20%)" }).click();
    await expect(page.getByRole("radio", { name: "Annual (save 20%)" })).toBeChecked();
    await expect(price("Starter")).toContainText("RWF 2,800", { useInnerText: true });
    await expect(price("Professional")).toContainText("RWF 6,000", { useInnerText: true });
    await expect(price("Business")).toContainText("RWF 11,600", { useInnerText: true });
    await expect(price("Enterprise")).toContainText("RWF 20,000", { useInnerText: true });
    await expect(price("Professional")).toContainText("billed annually", { useInnerText: true });
    await expect(page.getByRole("listitem", { name: "Professional" }).getByTestId("plan-billing-note")).toContainText(
      "save 20%: RWF 72,000 per user a year",
      { useInnerText: true },
    );
    await page.getByRole("radio", { name: "Annual (save 20%)" }).focus();
    await page.keyboard.press("ArrowLeft"); // arrow keys move between the two options
    await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
    await expect(price("Professional")).toContainText("RWF 7,500", { useInnerText: true });
    await expect(price("Professional")).not.toContainText("billed annually", { useInnerText: true });
  });

  test("shows four add-ons, the terms, and five FAQs that open by keyboard", async ({ page }) => {
    await page.goto("/pricing");
    const addOns = page.locator("section", { has: page.locator("#add-ons-heading") }).getByRole("listitem");
    await expect(addOns).toHaveCount(4);
    await expect(page.getByRole("listitem", { name: "Verified User Badge" })).toContainText("RWF 5,000 per year");
    await expect(page.getByRole("listitem", { name: "Extra Storage" })).toContainText("RWF 500 per GB per month");
    await expect(page.getByRole("listitem", { name: "Custom AI Bot Development" })).toContainText("from RWF 250,000");
    await expect(page.getByRole("listitem", { name: "White-Label Branding" })).toContainText(
      "from RWF 1,500,000 per year",
    );

    const terms = page.getByRole("region", { name: "Terms" });
    await expect(terms).toContainText("No credit card needed");
    await expect(terms).toContainText("immediate and prorated");
    await expect(terms).toContainText("bank transfer for annual plans");
    await expect(terms).toContainText("Mon-Fri 9 AM-6 PM East Africa Time");

    const faqs = page.locator("section", { has: page.locator("#faq-heading") }).locator("details");
    await expect(faqs).toHaveCount(5);
    const first = faqs.first();
    await expect(first.locator("p")).toBeHidden();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.locator("p")).toBeVisible();
    await expect(first.locator("p")).toContainText("30-day free trial");
    await page.keyboard.press("Enter");
    await expect(first.locator("p")).toBeHidden();
  });
});

test.describe("/contact", () => {
  test("shows the contact information cards from site settings", async ({ page }) => {
    await page.goto("/contact");
    const info = page.getByRole("region", { name: "Contact information" });
    await expect(info.getByRole("heading")).toHaveText(["Visit us", "Email us", "Call us", "Working hours"]);
    await expect(info.getByRole("link", { name: "hello@ihuza.rw" })).toHaveAttribute("href", "mailto:hello@ihuza.rw");
    await expect(info).toContainText("Kigali, Rwanda");
    await expect(info).toContainText("Mon-Fri 9 AM-6 PM East Africa Time");
  });
});

test.describe("legal pages and the HTML sitemap", () => {
  for (const [path, title, updated] of [
    ["/privacy-policy", "Privacy Policy", "26 November 2026"],
    ["/terms-of-service", "Terms of Service", "1 November 2026"],
  ] as const) {
    test(`${path} renders its policy with headings, lists, links and a date`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(title));
      const article = page.locator("article");
      expect(await article.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(8);
      expect(await article.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
      await expect(article.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("main").locator("time")).toHaveText(updated);
    });
  }

  test("the privacy policy says, in each language, what a lead records of its visit, that no cookie ties it to anyone, and how views are counted", async ({
    page,
  }) => {
    for (const [locale, words] of [
      ["/", /first page you opened.*utm_campaign.*cookie, an IP address.*count the pages.*Global Privacy Control/s],
      [
        "/fr",
        /première page de notre site.*utm_campaign.*cookie, une adresse IP.*comptons aussi.*Global Privacy Control/s,
      ],
      ["/rw", /paji ya mbere.*utm_campaign.*kuki, aderesi ya IP.*Tubara kandi paji.*Global Privacy Control/s],
    ] as const) {
      await page.goto(`${locale === "/" ? "" : locale}/privacy-policy`);
      await expect(page.locator("article")).toContainText(words);
    }
  });

  test("/sitemap lists every page of the site, grouped, and the landing pages", async ({ page }) => {
    await page.goto("/sitemap");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Product",
      "Company",
      "Try it",
      "Legal",
      "More pages",
    ]);
    const hrefs = await main.getByRole("link").evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(hrefs.sort()).toEqual(
      [
        "/",
        "/about",
        "/auth",
        "/chatbot",
        "/contact",
        "/features",
        "/pricing",
        "/privacy-policy",
        "/sitemap",
        "/solutions",
        "/terms-of-service",
        "/blog",
        // The bundled landing pages (tests/e2e/landing-pages.spec.ts)
        "/education",
        "/solutions/banking",
        "/webinar",
        // …and the blog's posts, categories and authors (tests/e2e/blog.spec.ts)
        ...fixtureDocuments().flatMap((document) => {
          const slug = (document.slug as { current?: string } | undefined)?.current;
          const path = ["post", "blogCategory", "author"].includes(document._type)
            ? routedPath(document._type, slug)
            : null;
          return path ? [path] : [];
        }),
      ].sort(),
    );
  });
});

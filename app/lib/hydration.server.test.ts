import { describe, expect, it } from "vitest";
import { isLean } from "~/lib/islands";
import { leanLoaderData } from "./hydration.server";

const settings = { siteName: "Ihuza", footerTagline: "Built in Kigali", socialLinks: [{ url: "https://x.com/ihuza" }], footerLinkGroups: [{ title: "Product" }], newsletter: { heading: "Stay in the loop" }, rotatingHeadline: "Smart", rotatingWords: ["Growth"], contact: { email: "hello@ihuza.rw" } };
const home = { page: { seo: { title: "Ihuza" }, hero: { headline: "Hi" }, testimonials: { heading: "Say" }, services: { heading: "Services" }, process: { steps: [1, 2, 3] } }, testimonials: [{ author: "Aline" }], organization: { name: "Ihuza" } };

describe("the data a document hands to the browser", () => {
  const lean = leanLoaderData({ root: { formToken: "t", settings }, "routes/home": home, "routes/chatbot": { page: { copy: "x" } } });

  it("keeps what the interactive parts and meta() read, and marks it lean", () => {
    expect(lean?.["routes/home"]).toEqual({ page: { seo: home.page.seo, hero: home.page.hero, testimonials: home.page.testimonials }, testimonials: home.testimonials, organization: home.organization, __lean: true });
    expect(isLean(lean?.["routes/home"])).toBe(true);
  });

  it("leaves out the footer's static columns, not its forms", () => {
    const root = lean?.root as { formToken: string; settings: Record<string, unknown> };
    expect(root.formToken).toBe("t");
    expect(Object.keys(root.settings).sort()).toEqual(["contact", "newsletter", "rotatingHeadline", "rotatingWords", "siteName"]);
  });

  it("sends a route without a picker whole, and a legal page's head only", () => {
    expect(lean?.["routes/chatbot"]).toEqual({ page: { copy: "x" } });
    const legal = leanLoaderData({ "routes/legal/privacy-policy": { page: { body: [] }, lastUpdated: "1 March 2026", head: { title: "Privacy" } } });
    expect(legal?.["routes/legal/privacy-policy"]).toEqual({ head: { title: "Privacy" }, __lean: true });
  });

  it("cuts a page the same way in every language (its French and Kinyarwanda routes)", () => {
    const french = leanLoaderData({ root: { formToken: "t", settings, locale: "fr" }, "fr/routes/home": home, "rw/routes/legal/privacy-policy": { page: {}, head: { title: "Politiki" } } });
    expect(french?.["fr/routes/home"]).toEqual(lean?.["routes/home"]);
    expect(french?.["rw/routes/legal/privacy-policy"]).toEqual({ head: { title: "Politiki" }, __lean: true });
  });

  it("sends the dictionary's layout texts, and of the pages' texts only the page's own", () => {
    const t = {
      pages: { "/": { title: "Accueil", description: "La plateforme", nav: "Accueil" } },
      errors: { emailInvalid: "Adresse invalide.", firstNameRequired: "Votre prénom ?" },
      layout: { chatNow: "Discuter" },
      newsletter: { button: "S'abonner" },
      home: { next: "Suivant" },
      pricing: { monthly: "Mensuel" },
      legal: { lastUpdated: "…" },
      auth: { signIn: "Connexion" },
    };
    const leanT = (data: Record<string, unknown> | null) => (data?.root as { t: Record<string, unknown> }).t;
    const keys = (data: Record<string, unknown> | null) => Object.keys(leanT(data)).sort();
    const home_ = leanLoaderData({ root: { settings, t }, "fr/routes/home": home });
    expect(keys(home_)).toEqual(["errors", "home", "layout", "newsletter", "pages"]);
    // Of the pages' names, the navigation labels; of the field errors, the newsletter box's.
    expect(leanT(home_).pages).toEqual({ "/": { nav: "Accueil" } });
    expect(leanT(home_).errors).toEqual({ emailInvalid: "Adresse invalide." });
    expect(keys(leanLoaderData({ root: { settings, t }, "routes/pricing": { page: { seo: {} }, plans: [] } }))).toContain("pricing");
    // A legal page shows nothing interactive of its own: its texts stay in the HTML.
    expect(keys(leanLoaderData({ root: { settings, t }, "rw/routes/legal/privacy-policy": { head: {} } }))).toEqual(["errors", "layout", "newsletter", "pages"]);
    // The contact page checks every field in the browser; the sitemap lists every page's name.
    expect(leanT(leanLoaderData({ root: { settings, t }, "routes/contact": { page: {} } })).errors).toEqual(t.errors);
  });

  it("changes nothing where there is nothing to cut (no picker, or a route that failed)", () => {
    expect(leanLoaderData({ "routes/chatbot": { page: {} } })).toBeNull();
    expect(leanLoaderData({ "routes/home": null })).toBeNull();
    expect(leanLoaderData({ root: { formToken: "t", settings: null } })?.root).toEqual({ formToken: "t", settings: null, __lean: true });
  });
});

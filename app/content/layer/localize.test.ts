import { describe, expect, it } from "vitest";
import { langOf } from "~/i18n/lang";
import { localize } from "./localize";

const t = (type: string, values: Record<string, unknown>) =>
  Object.entries(values).map(([language, value]) => ({
    _key: language,
    _type: `internationalizedArray${type}Value`,
    language,
    value,
  }));

describe("localize", () => {
  const doc = {
    heading: t("String", { en: "Pricing", fr: "Tarifs", rw: "Ibiciro" }),
    intro: t("Text", { en: "Simple pricing", fr: "" }),
    features: t("StringList", { en: ["Chat", "AI"], rw: ["Ikiganiro", "AI"] }),
    cta: { label: t("String", { en: "Contact us", fr: "Nous contacter" }), href: "/contact?from=pricing#form" },
    external: { href: "https://example.com/pricing" },
    price: 7500,
    items: [{ _key: "a", title: t("String", { fr: "Seulement en français" }) }],
  };

  it("gives each translated field its value in the page's language", () => {
    const fr = localize(doc, "fr");
    expect(fr.heading).toBe("Tarifs");
    expect(fr.cta.label).toBe("Nous contacter");
    expect(fr.price).toBe(7500);
    expect(localize(doc, "rw").features).toEqual(["Ikiganiro", "AI"]);
  });

  it("spaces French punctuation the French way, in French entries only (an English fallback keeps its own)", () => {
    const faq = {
      question: t("String", { en: "Is there a free trial?", fr: "Y a-t-il un essai gratuit ?" }),
      answer: t("String", { en: "Yes : 30 days !" }),
    };
    expect(localize(faq, "fr").question).toBe("Y a-t-il un essai gratuit\u202f?");
    expect(localize(faq, "fr").answer).toBe("Yes : 30 days !");
    expect(localize(faq, "en").question).toBe("Is there a free trial?");
  });

  it("falls back to English (an empty value counts as missing) and records which fields did", () => {
    const fr = localize(doc, "fr");
    expect(fr.intro).toBe("Simple pricing");
    expect(fr.features).toEqual(["Chat", "AI"]);
    expect(fr._fallback).toEqual({ intro: "en", features: "en" });
    expect(langOf(fr, "intro")).toEqual({ lang: "en" });
    expect(langOf(fr, "heading")).toEqual({});
    expect(localize(doc, "en")._fallback).toBeUndefined();
  });

  it("falls back to any language that has a value when English has none, and says which", () => {
    const en = localize(doc, "en");
    expect(en.items[0]?.title).toBe("Seulement en français");
    expect(langOf(en.items[0], "title")).toEqual({ lang: "fr" });
  });

  it("moves links to pages of this site into the page's language, and leaves other links alone", () => {
    expect(localize(doc, "fr").cta.href).toBe("/fr/contact?from=pricing#form");
    expect(localize(doc, "rw").cta.href).toBe("/rw/twandikire?from=pricing#form");
    expect(localize(doc, "en").cta.href).toBe("/contact?from=pricing#form");
    expect(localize(doc, "fr").external.href).toBe("https://example.com/pricing");
  });
});

describe("links to pages by reference", () => {
  it("go to the page's current path, in the page's language; a link by path keeps its path", () => {
    const links = {
      landing: {
        label: "Programme",
        href: "/",
        toPage: "landing-education",
        toRouted: { _type: "landingPage", name: "/education" },
      },
      fixed: { label: "Pricing", href: "/", toPage: "pricingPage", toRouted: null },
      typed: { label: "Chat", href: "/chatbot", toPage: null, toRouted: null },
      gone: { label: "Old", href: "/", toPage: "deleted-page", toRouted: null },
    };
    expect(localize(links, "fr")).toMatchObject({
      landing: { href: "/fr/education" },
      fixed: { href: "/fr/tarifs" },
      typed: { href: "/fr/demo-de-l-assistant-ia" },
      gone: { href: "/fr" },
    });
  });
});

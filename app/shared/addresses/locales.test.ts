import { expect, it } from "vitest";
import { localeFromPath, localePath, stripLocale } from "./locales";

it("reads the language from the path's prefix, English without one", () => {
  expect(localeFromPath("/fr/pricing")).toBe("fr");
  expect(localeFromPath("/rw")).toBe("rw");
  expect(localeFromPath("/pricing")).toBe("en");
  expect(localeFromPath("/france")).toBe("en");
  expect(localeFromPath("/de/pricing")).toBe("en");
  expect(localeFromPath("/fr/pricing.data")).toBe("fr");
});

it("moves a path between languages, keeping its query and hash", () => {
  expect(localePath("fr", "/pricing")).toBe("/fr/tarifs");
  expect(localePath("fr", "/")).toBe("/fr");
  expect(localePath("rw", "/fr/tarifs?billing=annual#faq")).toBe("/rw/ibiciro?billing=annual#faq");
  expect(localePath("en", "/rw/injira?tab=signUp")).toBe("/auth?tab=signUp");
  expect(localePath("en", "/fr")).toBe("/");
  expect(stripLocale("/fr")).toBe("/");
});

it("leaves what is not a page of this site alone: other sites, mail, the API and files", () => {
  expect(localePath("fr", "https://ihuza.rw/pricing")).toBe("https://ihuza.rw/pricing");
  expect(localePath("fr", "mailto:hello@ihuza.rw")).toBe("mailto:hello@ihuza.rw");
  expect(localePath("fr", "//cdn.example.com/x")).toBe("//cdn.example.com/x");
  expect(localePath("fr", "/api/revalidate")).toBe("/api/revalidate");
  expect(localePath("fr", "/sitemap.xml")).toBe("/sitemap.xml");
  expect(localePath("fr", "/assets/logo.svg?v=1")).toBe("/assets/logo.svg?v=1");
  expect(localePath("fr", "/pricing?ref=a.b")).toBe("/fr/tarifs?ref=a.b");
});

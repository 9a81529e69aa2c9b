import { expect, it } from "vitest";
import { sameSitePath } from "./same-site-path";

it("keeps a path of this site, with its query and hash", () => {
  expect(sameSitePath("/pricing?x=1#faq")).toBe("/pricing?x=1#faq");
  expect(sameSitePath("/fr")).toBe("/fr");
  expect(sameSitePath("/a%20b")).toBe("/a%20b");
});

it("refuses every way off the site, and anything a browser or a header would read differently", () => {
  for (const target of [
    null,
    "",
    "pricing",
    "https://evil.example",
    "javascript:alert(1)",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%0d%0aSet-Cookie:%20a=b",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "/\u2028/evil.example",
    "/%E0%A4%A", // a broken escape
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2e%2e//evil.example",
  ])
    expect(sameSitePath(target), JSON.stringify(target)).toBe("/");
  expect(sameSitePath("//evil.example", "/fr")).toBe("/fr");
});

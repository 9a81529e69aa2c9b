import { describe, expect, it } from "vitest";
import { twinLocation, twinRequest } from "./markdown-twins";

describe("a request for a page's Markdown twin", () => {
  it("is read at the twin's address, by its .md address or by Accept, the query kept", () => {
    expect(twinRequest("/fr/tarifs.md?x=1", undefined)).toEqual({
      address: "/fr/tarifs.md?x=1",
      page: "/fr/tarifs?x=1",
      byAddress: true,
      movedTo: null,
    });
    expect(twinRequest("/fr/tarifs?x=1", "text/markdown")).toEqual({
      address: "/fr/tarifs.md?x=1",
      page: "/fr/tarifs?x=1",
      byAddress: false,
      movedTo: null,
    });
    expect(twinRequest("/", "text/markdown")?.address).toBe("/index.md");
    expect(twinRequest("/index.md", undefined)?.page).toBe("/");
  });

  it("moves another spelling of a home page's twin to its own", () => {
    expect(twinRequest("/fr.md?a=b", undefined)?.movedTo).toBe("/fr/index.md?a=b");
  });

  it("is not one for a browser, a file, the API or a page's data", () => {
    expect(twinRequest("/pricing", "text/html,*/*;q=0.8")).toBeNull();
    for (const target of ["/robots.txt", "/api/search?q=x", "/pricing.data", "/llms.txt", "/readyz"])
      expect(twinRequest(target, "text/markdown"), target).toBeNull();
    expect(twinRequest("/robots.txt.md", undefined)).toBeNull();
  });
});

describe("a redirect from a twin's address", () => {
  it("leads to the twin of the page it leads to, its query and fragment kept", () => {
    expect(twinLocation("/fr/tarifs")).toBe("/fr/tarifs.md");
    expect(twinLocation("/fr?utm_source=x")).toBe("/fr/index.md?utm_source=x");
    expect(twinLocation("/pricing#faq")).toBe("/pricing.md#faq");
  });

  it("leaves an address elsewhere, or of a file, as it is", () => {
    expect(twinLocation("https://example.com/a")).toBe("https://example.com/a");
    expect(twinLocation("//example.com/a")).toBe("//example.com/a");
    expect(twinLocation("/blog/rss.xml")).toBe("/blog/rss.xml");
    expect(twinLocation(null)).toBeNull();
  });
});

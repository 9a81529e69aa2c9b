import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TRACKING_PARAMETERS, withoutTracking } from "./cache-control";

describe("a page's address without tracking parameters", () => {
  it("drops campaign and ad-click parameters, wherever they stand, and keeps the others in order", () => {
    expect(withoutTracking("/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=launch")).toBe("/pricing");
    expect(withoutTracking("/auth?utm_source=x&tab=signUp")).toBe("/auth?tab=signUp");
    expect(withoutTracking("/auth?tab=signUp&gclid=abc&b=2")).toBe("/auth?tab=signUp&b=2");
    expect(withoutTracking("/fr/pricing?fbclid=1&msclkid=2&mc_cid=3&mc_eid=4&_gl=5&UTM_Source=6")).toBe("/fr/pricing");
  });

  it("leaves other addresses as the URL parser spells them", () => {
    expect(withoutTracking("/pricing")).toBe("/pricing");
    expect(withoutTracking("/pricing?")).toBe("/pricing");
    expect(withoutTracking("/auth?tab=signUp")).toBe("/auth?tab=signUp");
    expect(withoutTracking("/a b?q=x y")).toBe("/a%20b?q=x%20y");
    expect(withoutTracking("/p?utm=1&utmsource=2")).toBe("/p?utm=1&utmsource=2");
  });

  it("copes with malformed escapes and empty pairs", () => {
    expect(withoutTracking("/p?%E0%A4%A=1&utm_source=x")).toBe("/p?%E0%A4%A=1");
    expect(withoutTracking("/p?&&utm_term=x&&a=1&")).toBe("/p?a=1");
    expect(withoutTracking("/p?utm_source")).toBe("/p");
  });
});

it("the Varnish configuration strips the same tracking parameters as the page cache leaves out", () => {
  const vcl = readFileSync("scripts/varnish/site.vcl", "utf8");
  const lists = [...vcl.matchAll(/\[\?&\]\)?\((utm_\[a-z_\]\+\|[^)]*)\)/g)].map(([, list]) => list);
  expect(lists.length).toBe(2);
  const ours = /^\^\((.*)\)\$$/.exec(TRACKING_PARAMETERS.source)?.[1];
  for (const list of lists) expect(list).toBe(ours);
});

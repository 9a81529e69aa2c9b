import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { carryTracking, TRACKING_PARAMETERS, withoutTracking } from "./cache-control";

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

describe("a redirect's Location finished for its request", () => {
  it("carries the request's tracking parameters after its own query, in their order and spelling", () => {
    expect(carryTracking("/fr/tarifs?x=1", "/fr/pricing?utm_source=a&utm_campaign=b&x=1")).toBe(
      "/fr/tarifs?x=1&utm_source=a&utm_campaign=b",
    );
    expect(carryTracking("/pricing", "/Pricing?UTM_Source=News%20Letter&gclid=x1")).toBe(
      "/pricing?UTM_Source=News%20Letter&gclid=x1",
    );
    expect(carryTracking("/blog", "http://localhost/blog/page/1?fbclid=z")).toBe("/blog?fbclid=z");
    expect(carryTracking("/guides/a#part", "/old?utm_term=t&y=2")).toBe("/guides/a?utm_term=t#part");
    expect(carryTracking("https://partner.example/x?k=v", "/go?utm_medium=mail")).toBe(
      "https://partner.example/x?k=v&utm_medium=mail",
    );
  });

  it("keeps a redirect's own tracking parameters, the request's winning where both name one", () => {
    expect(carryTracking("https://partner.example/?utm_source=ihuza", "/go?gclid=1")).toBe(
      "https://partner.example/?utm_source=ihuza&gclid=1",
    );
    expect(carryTracking("https://partner.example/?utm_source=ihuza&k=v", "/go?UTM_SOURCE=x")).toBe(
      "https://partner.example/?k=v&UTM_SOURCE=x",
    );
  });

  it("writes the request's parameters escaped, never a raw byte or a fragment into a header", () => {
    expect(carryTracking("/pricing", "/Pricing?utm_source=a\fb&utm_term=t#x")).toBe(
      "/pricing?utm_source=a%0Cb&utm_term=t",
    );
    expect(carryTracking("/pricing", "/Pricing?utm_source=é")).toBe("/pricing?utm_source=%C3%A9");
  });

  it("leaves a Location as it was when the request carried none", () => {
    expect(carryTracking("/fr/tarifs?x=1", "/fr/pricing?x=1")).toBe("/fr/tarifs?x=1");
    expect(carryTracking("/pricing", "/Pricing")).toBe("/pricing");
    expect(carryTracking("/p", "/q?utm=1&utmsource=2")).toBe("/p");
  });

  it("is the same whether the app saw the parameters (npm run dev) or the server took them off first", () => {
    const sent = "/fr/pricing?utm_source=a&x=1&utm_campaign=b";
    // The app keeps the query it saw: with them in development, without them behind the production server.
    const inDevelopment = carryTracking("/fr/tarifs?utm_source=a&x=1&utm_campaign=b", sent);
    const inProduction = carryTracking(carryTracking("/fr/tarifs?x=1", "/fr/pricing?x=1"), sent);
    expect(inDevelopment).toBe("/fr/tarifs?x=1&utm_source=a&utm_campaign=b");
    expect(inProduction).toBe(inDevelopment);
  });
});

it("the Varnish configuration strips (and keeps aside for redirects) the tracking parameters the site does", () => {
  const vcl = readFileSync("scripts/varnish/site.vcl", "utf8");
  const lists = [...vcl.matchAll(/\((utm_\[a-z_\]\+\|[^)]*)\)/g)].map(([, list]) => list);
  expect(lists.length).toBe(3);
  const ours = /^\^\((.*)\)\$$/.exec(TRACKING_PARAMETERS.source)?.[1];
  for (const list of lists) expect(list).toBe(ours);
});

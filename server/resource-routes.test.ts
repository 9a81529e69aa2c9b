import type { ServerBuild } from "@remix-run/node";
import { expect, it } from "vitest";
import { resourceDataMatcher } from "./resource-routes";

/** A build's routes as Remix lists them: a page module has a component, a resource route none. */
const page = { default: () => null };
const resource = {};
const build = {
  routes: {
    root: { id: "root", path: "", module: page },
    "languages/en": { id: "languages/en", parentId: "root", module: page },
    "pages/pricing": { id: "pages/pricing", parentId: "languages/en", path: "pricing", module: page },
    "routes/blog.rss": { id: "routes/blog.rss", parentId: "languages/en", path: "blog/rss.xml", module: resource },
    "routes/page": { id: "routes/page", parentId: "languages/en", path: "*", module: page },
    "routes/api.search": {
      id: "routes/api.search",
      parentId: "root",
      path: "api/search",
      caseSensitive: true,
      module: resource,
    },
    "routes/share-image": { id: "routes/share-image", parentId: "root", path: "og/*", module: resource },
  },
} as unknown as Pick<ServerBuild, "routes">;

const isResourceData = resourceDataMatcher(build);

it("tells a resource route's .data twin, however its path is spelled", () => {
  for (const target of [
    "/api/search.data",
    "/api/search.data?q=pricing&_routes=routes/api.search",
    "/og/abc/en/blog.png.data",
    "/blog/rss.xml.data",
    "/api\\search.data",
    "/x/../api/search.data",
    "/x/%2e%2e/og/abc/en/blog.png.data",
    "/./api/search.data",
  ])
    expect(isResourceData(target), target).toBe(true);
});

it("leaves pages' data and everything else to the site", () => {
  for (const target of [
    "/pricing.data",
    "/_root.data",
    "/education.data",
    "/api/search",
    "/pricing",
    "/API/search.data",
  ])
    expect(isResourceData(target), target).toBe(false);
});

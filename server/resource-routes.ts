import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";

/*
 * A resource route (a feed, sitemap.xml, a share image, the API) answers at its own address only. Remix also runs
 * its loader for the address's single-fetch twin (`/api/search.data`, `/og/….png.data`) and turns the answer into
 * page data, which then takes a page's cache policy: search hits kept publicly, a PNG drawn into a script. Such a
 * twin is no page's data, so the server answers it 404 before Remix sees it (server/index.ts).
 */

type Route = AgnosticRouteObject & { resource: boolean };

/** The build's routes as the router matches them, each marked as a resource route (no component) or not. */
function routeTree(build: Pick<ServerBuild, "routes">, parentId?: string): Route[] {
  return Object.values(build.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(build, route.id);
      const common = {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        // As Remix tells a resource route: a module with neither a component nor an error boundary.
        resource: route.module.default == null && route.module.ErrorBoundary == null,
      };
      return route.index ? { ...common, index: true as const } : { ...common, children };
    });
}

/**
 * A function telling whether a request target (path and query, as sent) is the `.data` twin of a resource route of
 * `build`. The path is read as Remix reads it, through the URL parser joined to the origin (backslashes as slashes,
 * `.` and `..` segments resolved: `/x/../api\search.data` is `/api/search.data`), so no spelling gets past.
 */
export function resourceDataMatcher(build: Pick<ServerBuild, "routes">): (target: string) => boolean {
  const tree = routeTree(build);
  return (target) => {
    const { pathname } = new URL(`http://localhost${target}`);
    if (!pathname.endsWith(".data")) return false;
    const path = pathname.slice(0, -".data".length).replace(/^\/_root$/, "/");
    const leaf = matchRoutes(tree, path)?.at(-1)?.route as Route | undefined;
    return leaf?.resource ?? false;
  };
}

import { useLoaderData } from "@remix-run/react";
import { memo, type ComponentType } from "react";

/** What a route's loader gives its page, as the page gets it. */
export type RouteData<Loader> = ReturnType<typeof useLoaderData<Loader>>;

/**
 * A route's component, given its loader's data as props, that renders again only when that data changes. A
 * component reading the data through the router (useLoaderData) renders again, with everything it draws, at each
 * step of a navigation (its start, its data's arrival), since the router's state changes then: the page a tap
 * leaves would be drawn again while the next one loads, on the same thread (issue 63).
 */
export function routeComponent<Loader>(Page: ComponentType<RouteData<Loader>>): ComponentType {
  // (a loader's data is an object: its fields are the page's props, each kept by reference while it is the same)
  const Kept = memo(Page) as unknown as ComponentType<Record<string, unknown>>;
  function Route() {
    const data = useLoaderData<Loader>() as Record<string, unknown>;
    return <Kept {...data} />;
  }
  Route.displayName = `Route(${Page.displayName ?? Page.name})`;
  return Route;
}

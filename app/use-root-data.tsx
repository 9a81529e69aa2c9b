import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/** The root loader's data (site settings, image source); undefined while the root itself has failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

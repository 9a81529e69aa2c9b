import { useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, type ReactNode } from "react";
import type { loader } from "~/root";

type RootData = ReturnType<typeof useRouteLoaderData<typeof loader>>;

/*
 * The root loader's data, passed down by the layout. Read through the router (useRouteLoaderData), every component
 * that needs a word of the dictionary would render again at each step of a navigation (its start, its data's
 * arrival), since the router's state changes then even though this data does not; read here, only when the data
 * itself changes (issue 63: a tap on a phone renders the page it leaves again otherwise).
 */
const RootDataContext = createContext<RootData>(undefined);

/** Gives the root loader's data to everything inside (the layout, around the whole document). */
export function RootDataProvider({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return <RootDataContext.Provider value={data}>{children}</RootDataContext.Provider>;
}

/** The root loader's data (site settings, image source); undefined while the root itself has failed. */
export function useRootData() {
  return useContext(RootDataContext);
}

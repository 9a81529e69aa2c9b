import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Renders its children in the browser only, once the page has hydrated, inside a Suspense boundary. For code that
 * loads apart (React.lazy) in preview: the visual-editing overlays update the page early, and an update reaching a
 * boundary whose code has not arrived makes React throw its server HTML away (error 421). Nothing else re-renders
 * when it switches.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

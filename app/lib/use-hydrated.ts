import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and while the page hydrates, true from the first render after (no effect, no extra render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

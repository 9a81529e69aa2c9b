import { useEffect, useState } from "react";

export const TYPE_MS = 120;
export const PAUSE_MS = 1000;
export const ERASE_MS = 60;

export type TypewriterState = { length: number; phase: "typing" | "pausing" | "erasing" };

/** How long the typewriter waits in a state before its next step. */
export function typewriterDelay(state: TypewriterState): number {
  return state.phase === "typing" ? TYPE_MS : state.phase === "pausing" ? PAUSE_MS : ERASE_MS;
}

/** One step: type a character, finish the pause, or erase a character; round and round. */
export function nextTypewriterState(state: TypewriterState, textLength: number): TypewriterState {
  switch (state.phase) {
    case "typing": {
      const length = Math.min(state.length + 1, textLength);
      return { length, phase: length >= textLength ? "pausing" : "typing" };
    }
    case "pausing":
      return { length: state.length, phase: "erasing" };
    case "erasing": {
      const length = Math.max(state.length - 1, 0);
      return { length, phase: length === 0 ? "typing" : "erasing" };
    }
  }
}

/**
 * Types `text` at 120 ms a character, waits 1000 ms, erases at 60 ms a character, and repeats.
 * Returns the visible part; with `still` (reduced motion, or before hydration) it is the whole text. While
 * `paused`, it holds where it is (a navigation under way: a tick every 60 ms would interrupt, and restart, the
 * rendering of the next page).
 */
export function useTypewriter(text: string, still: boolean, paused = false): string {
  const [state, setState] = useState<TypewriterState>({ length: 0, phase: "typing" });

  useEffect(() => {
    if (still || paused || text.length === 0) return;
    const timer = setTimeout(
      () => setState((current) => nextTypewriterState(current, text.length)),
      typewriterDelay(state),
    );
    return () => clearTimeout(timer);
  }, [state, still, paused, text.length]);

  return still ? text : text.slice(0, state.length);
}

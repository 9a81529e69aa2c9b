import { useEffect, useState, type RefObject } from "react";
import { useReducedMotion } from "./use-reduced-motion";

export const REVEAL_THRESHOLD = 0.1;

/**
 * 'idle' until hydrated (the server shows everything), 'hidden' while a section is still below the fold, and
 * 'shown' once at least 10 % of it is in view. Under reduced motion everything is simply shown.
 */
export function useReveal(ref: RefObject<Element | null>): "idle" | "hidden" | "shown" {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<"idle" | "hidden" | "shown">("idle");

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element || typeof IntersectionObserver === "undefined") {
      setState("shown");
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD) {
          setState("shown");
          observer.disconnect();
        } else {
          setState("hidden");
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, reducedMotion]);

  return state;
}

export function revealClass(state: "idle" | "hidden" | "shown") {
  return state === "hidden"
    ? "opacity-0 translate-y-6"
    : "opacity-100 translate-y-0 transition-[opacity,translate] duration-700 ease-out";
}

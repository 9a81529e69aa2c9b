import { useNavigation } from "@remix-run/react";
import { useCycle } from "~/lib/use-cycle";
import { useReducedMotion } from "~/lib/use-reduced-motion";

export const ROTATION_INTERVAL_MS = 2500;

/**
 * 'Smart, Secure & AI-Powered' followed by one word that changes every 2.5 s with a 0.5 s transition.
 * All words share one grid cell, so the line is as wide as the longest word and never shifts.
 */
export function RotatingHeadline({ prefix, words }: { prefix: string; words: string[] }) {
  const reducedMotion = useReducedMotion();
  // (held while a navigation is under way, as the hero's typewriter is)
  const navigating = useNavigation().state !== "idle";
  const index = useCycle(words.length, ROTATION_INTERVAL_MS, reducedMotion || navigating);

  return (
    <p className="font-display text-lg font-bold text-white sm:text-xl" data-testid="rotating-headline">
      {prefix}{" "}
      <span className="inline-grid align-bottom">
        {words.map((word, i) => (
          <span
            key={word}
            aria-hidden={i !== index}
            data-active={i === index}
            className={`col-start-1 row-start-1 bg-gradient-to-r from-brand-300 to-accent-300 bg-clip-text text-transparent transition-all duration-500 ease-out ${
              i === index ? "translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0"
            }`}
          >
            {word}
          </span>
        ))}
      </span>
    </p>
  );
}

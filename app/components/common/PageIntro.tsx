import type { ReactNode } from "react";
import { langOf, type Fallbacks } from "~/i18n/lang";

/**
 * The title block at the top of every inner page. `fallback` is the page document's record of fields shown in
 * English (app/content/layer/localize.ts), read under `fields`' names, so each element says its language.
 */
export function PageIntro({
  eyebrow,
  title,
  children,
  fallback,
  fields = { eyebrow: "eyebrow", title: "heading", text: "intro" },
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  fallback?: Fallbacks;
  fields?: { eyebrow: string; title: string; text: string };
}) {
  const owner = { _fallback: fallback };
  return (
    <section className="relative overflow-hidden border-b border-ink-200/70 bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 right-0 size-96 rounded-full bg-accent-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && (
          <p
            className="text-sm font-semibold uppercase tracking-widest text-brand-700"
            {...langOf(owner, fields.eyebrow)}
          >
            {eyebrow}
          </p>
        )}
        <h1
          className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-5xl"
          {...langOf(owner, fields.title)}
        >
          {title}
        </h1>
        {children && (
          <div className="mt-5 max-w-2xl text-lg leading-8 text-ink-600" {...langOf(owner, fields.text)}>
            {children}
          </div>
        )}
      </div>
    </section>
  );
}

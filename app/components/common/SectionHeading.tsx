import type { ReactNode } from "react";
import { langOf, type Fallbacks } from "~/i18n/lang";

/**
 * A section's eyebrow, heading and introduction. `from` is the content object they come from, so an element whose
 * text fell back to English says so (app/content/layer/localize.ts); `fields` names them there.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  children,
  align = "center",
  tone = "light",
  from,
  fields = { eyebrow: "eyebrow", heading: "heading", text: "text" },
}: {
  from?: { _fallback?: Fallbacks } | null;
  fields?: { eyebrow: string; heading: string; text: string };
  id?: string;
  eyebrow?: string | null;
  heading: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
}) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow && (
        <p
          className={`text-sm font-semibold uppercase tracking-widest ${tone === "dark" ? "text-accent-300" : "text-brand-700"}`}
          {...langOf(from, fields.eyebrow)}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-3 text-3xl font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-4xl ${tone === "dark" ? "text-white" : ""}`}
        {...langOf(from, fields.heading)}
      >
        {heading}
      </h2>
      {children && (
        <div
          className={`mt-4 text-lg leading-8 ${tone === "dark" ? "text-ink-300" : "text-ink-600"}`}
          {...langOf(from, fields.text)}
        >
          {children}
        </div>
      )}
    </div>
  );
}

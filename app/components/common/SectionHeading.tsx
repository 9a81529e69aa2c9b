import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  heading,
  children,
  align = "center",
  tone = "light",
}: {
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
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${tone === "dark" ? "text-white" : ""}`}
      >
        {heading}
      </h2>
      {children && (
        <div className={`mt-4 text-lg leading-8 ${tone === "dark" ? "text-ink-300" : "text-ink-600"}`}>{children}</div>
      )}
    </div>
  );
}

import type { ComponentProps, ReactNode } from "react";
import type { Fallbacks } from "~/i18n/lang";
import { SectionHeading } from "./SectionHeading";

const BACKGROUNDS = { plain: "", muted: "bg-ink-50 ", dark: "bg-ink-950 " } as const;
const WIDTHS = { wide: "max-w-7xl", narrow: "max-w-3xl" } as const;

type HeadingProps = Pick<ComponentProps<typeof SectionHeading>, "eyebrow" | "heading" | "from" | "fields">;

/** A landing page block's heading, as every block names its fields (`eyebrow`, `heading`, `intro`). */
export function blockHeading(block: {
  _key: string;
  eyebrow?: string | null;
  heading: string;
  intro?: string | null;
  _fallback?: Fallbacks;
}) {
  return {
    id: `${block._key}-heading`,
    eyebrow: block.eyebrow,
    heading: block.heading,
    intro: block.intro,
    from: block,
    fields: { eyebrow: "eyebrow", heading: "heading", text: "intro" },
  };
}

/**
 * A section of a page with its heading, as the pages and the landing pages' blocks draw them: a landmark named by its
 * heading (`id`), the site's vertical rhythm, the page's width and side padding, and SectionHeading (eyebrow,
 * heading, introduction in `intro`) above what it holds. A dark background turns the heading's colours over.
 */
export function Section({
  id,
  intro,
  background = "plain",
  width = "wide",
  children,
  eyebrow,
  heading,
  from,
  fields,
  laidOut = false,
  ...attributes
}: HeadingProps & {
  /** The heading's id, which names the section. */
  id: string;
  intro?: ReactNode;
  background?: keyof typeof BACKGROUNDS;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
  /**
   * Laid out even below the first screen (no content-visibility skipping, app/tailwind.css): for a section much
   * taller than the 40rem a skipped one is guessed at, whose links would otherwise be measured over what follows it.
   */
  laidOut?: boolean;
} & Omit<ComponentProps<"section">, "id" | "className" | "children">) {
  return (
    <section
      aria-labelledby={id}
      className={`${BACKGROUNDS[background]}py-16 sm:py-24${laidOut ? " [content-visibility:visible]" : ""}`}
      {...attributes}
    >
      <div className={`mx-auto ${WIDTHS[width]} px-4 sm:px-6 lg:px-8`}>
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          heading={heading}
          from={from}
          fields={fields}
          tone={background === "dark" ? "dark" : "light"}
        >
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}

import { RichText } from "~/components/legal/RichText";
import { langOf } from "~/i18n/lang";
import type { BlockProps } from "../types";

/** Free text, set like the legal pages. */
export function RichTextBlock({ block }: BlockProps<"richTextBlock">) {
  return (
    <section
      {...(block.heading ? { "aria-labelledby": `${block._key}-heading` } : {})}
      className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8"
    >
      {block.heading && (
        <h2
          id={`${block._key}-heading`}
          className="text-3xl font-extrabold tracking-tight text-balance"
          {...langOf(block, "heading")}
        >
          {block.heading}
        </h2>
      )}
      <div className="prose-ihuza mt-6" {...langOf(block, "body")}>
        <RichText value={block.body} />
      </div>
    </section>
  );
}

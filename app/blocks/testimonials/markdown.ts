import { fill } from "@shared/dictionaries/fill";
import { blocks, escapeLine, section } from "~/markdown/markdown";
import type { BlockMarkdown } from "../markdown";

/** The testimonials, each a quote with who said it and the rating they gave. */
export const testimonialsMarkdown: BlockMarkdown<"testimonialsBlock"> = (block, { level, t }) =>
  section(
    level,
    block.heading || t.home.testimonialsFallback,
    blocks(
      ...(block.testimonials ?? []).map((item) =>
        [
          `> “${escapeLine(item.quote)}”`,
          ">",
          `> — ${[item.author, item.position].filter(Boolean).map(escapeLine).join(", ")}${
            typeof item.rating === "number" ? ` (${fill(t.home.rating, { rating: item.rating, max: 5 })})` : ""
          }`,
        ].join("\n"),
      ),
    ),
  );

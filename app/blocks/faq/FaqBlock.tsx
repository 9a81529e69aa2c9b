import { FaqList } from "~/components/common/FaqList";
import { blockHeading, Section } from "~/components/common/Section";
import type { BlockProps } from "../types";

/** Chosen questions and answers (the page's FAQPage JSON-LD lists them too: app/routes/page.tsx). */
export function FaqBlock({ block }: BlockProps<"faqBlock">) {
  return (
    <Section {...blockHeading(block)} width="narrow">
      <FaqList faqs={block.faqs} />
    </Section>
  );
}

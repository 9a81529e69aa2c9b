import { FaqList } from "~/components/common/FaqList";
import { SectionHeading } from "~/components/common/SectionHeading";
import type { BlockProps } from "../types";

/** Chosen questions and answers (the page's FAQPage JSON-LD lists them too: app/routes/page.tsx). */
export function FaqBlock({ block }: BlockProps<"faqBlock">) {
  return (
    <section aria-labelledby={`${block._key}-heading`} className="py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${block._key}-heading`} heading={block.heading} from={block} />
        <FaqList faqs={block.faqs} />
      </div>
    </section>
  );
}

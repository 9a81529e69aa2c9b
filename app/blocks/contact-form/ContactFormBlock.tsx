import { ContactForm } from "~/components/contact/ContactForm";
import { langOf } from "~/i18n/lang";
import { useRootData } from "~/use-root-data";
import type { BlockProps } from "../types";

/**
 * The site's real contact form. It posts to the page it is on (app/routes/page.tsx's action), and the lead records
 * that page's path as its source.
 */
export function ContactFormBlock({ block }: BlockProps<"contactFormBlock">) {
  const root = useRootData();
  return (
    // Always laid out, as on /contact: a form skipped below the first screen (content-visibility, app/tailwind.css)
    // is measured where it is not, and a label there read as on the footer's dark background.
    <section aria-label={block.heading} className="py-16 [content-visibility:visible] sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        {block.text && (
          <p className="mb-8 text-center text-lg text-ink-600" {...langOf(block, "text")}>
            {block.text}
          </p>
        )}
        <ContactForm
          heading={block.heading}
          successMessage={block.successMessage}
          formToken={root?.formToken}
          contactEmail={root?.settings?.contact?.email}
          messageLimit={block.messageLimit}
        />
      </div>
    </section>
  );
}

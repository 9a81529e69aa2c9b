import { PageIntro } from "~/components/common/PageIntro";
import type { LegalPage } from "~/content/types";
import { RichText } from "./RichText";

/** `lastUpdated` is the date as the loader wrote it (formatDate, on the server). */
export function LegalDocument({ page, lastUpdated }: { page: LegalPage; lastUpdated: string }) {
  return (
    <>
      <PageIntro eyebrow="Legal" title={page.title}>
        {page.summary && <p>{page.summary}</p>}
        <p className="mt-3 text-sm text-ink-500">
          Last updated: <time dateTime={page.lastUpdated}>{lastUpdated}</time>
        </p>
      </PageIntro>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <RichText value={page.body} />
      </article>
    </>
  );
}

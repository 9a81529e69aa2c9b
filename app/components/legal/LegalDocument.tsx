import { PageIntro } from "~/components/common/PageIntro";
import type { LegalPage } from "~/content/types";
import { RichText } from "./RichText";
import { langOf } from "~/i18n/lang";
import { useT } from "~/i18n/use-t";

/** `lastUpdated` is the date as the loader wrote it (formatDate, on the server). */
export function LegalDocument({ page, lastUpdated }: { page: LegalPage; lastUpdated: string }) {
  const t = useT();
  const [before, after = ""] = t.legal.lastUpdated.split("{date}");
  return (
    <>
      <PageIntro
        eyebrow={t.groups.Legal}
        title={page.title}
        fallback={page._fallback}
        fields={{ eyebrow: "", title: "title", text: "" }}
      >
        {page.summary && <p {...langOf(page, "summary")}>{page.summary}</p>}
        <p className="mt-3 text-sm text-ink-500">
          {before}
          <time dateTime={page.lastUpdated}>{lastUpdated}</time>
          {after}
        </p>
      </PageIntro>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8" {...langOf(page, "body")}>
        <RichText value={page.body} />
      </article>
    </>
  );
}

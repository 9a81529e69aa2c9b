import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { PageIntro } from "~/components/common/PageIntro";
import { NewsletterForm } from "~/components/layout/NewsletterForm";
import { newsletterCopy } from "~/components/layout/newsletter-copy";
import { newsletterAction } from "~/leads/actions.server";
import type { NewsletterActionData } from "~/leads/answers";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useT } from "~/i18n/use-t";
import { useRootData } from "~/use-root-data";
import { assertPost } from "~/lib/allowed-methods";

/** A newsletter sign-up from the footer box (or this page): checked, kept, then confirmed by email where configured. */
export function action({ request, context }: ActionFunctionArgs) {
  assertPost({ request, context });
  return newsletterAction(request, context);
}

/** A refusal for posting too often carries Retry-After. */
export { leadFormHeaders as headers } from "~/leads/answers";

export const meta: MetaFunction = (args) => {
  const t = dictionaryOf(args.matches)?.newsletterPages;
  return getMeta(args, {
    title: t?.pageTitle ?? "Newsletter",
    description: t?.pageDescription,
    // The page answers form posts; the box it serves is in every page's footer.
    noindex: true,
  });
};

/**
 * The newsletter's own page. Visitors without JavaScript land here after using the footer box and read the answer;
 * anyone can subscribe from here too.
 */
export default function NewsletterRoute() {
  const answer = useActionData<NewsletterActionData>();
  const root = useRootData();
  const t = useT();
  const copy = newsletterCopy(root?.settings?.newsletter, t.newsletter);
  return (
    <>
      <PageIntro eyebrow={t.newsletterPages.pageTitle} title={t.newsletterPages.pageHeading}>
        {t.newsletterPages.pageIntro}
      </PageIntro>
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-10">
          <NewsletterForm
            copy={{ ...copy, heading: t.newsletterPages.pageFormHeading }}
            formToken={root?.formToken}
            placement="page"
            answer={answer}
            tone="light"
          />
        </div>
      </div>
    </>
  );
}

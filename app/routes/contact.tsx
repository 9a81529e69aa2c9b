import { AfterFirstScreen } from "~/lib/after-first-screen";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { routeComponent } from "~/lib/route-component";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Clock, Mail, MapPin, Phone } from "~/components/common/icons";
import { PageIntro } from "~/components/common/PageIntro";
import { ContactForm } from "~/components/contact/ContactForm";
import { contentFor } from "~/content/layer/content.server";
import { contactAction } from "~/leads/actions.server";
import { CONTACT_PAGE_QUERY } from "~/content/queries";
import { useT } from "~/i18n/use-t";
import { langOf } from "~/i18n/lang";
import { formatCount } from "~/lib/format";
import { LIMITS } from "~/leads/fields";
import { useRootData } from "~/use-root-data";
import { assertPost } from "~/lib/allowed-methods";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const content = await contentFor(request, context);
  const page = await content.page(CONTACT_PAGE_QUERY);
  return { page, messageLimit: formatCount(LIMITS.message, content.locale) };
}

/** A contact message: checked, kept in the local store, then delivered (app/leads). */
export function action({ request, context }: ActionFunctionArgs) {
  assertPost({ request, context });
  return contactAction(request, context);
}

/** A refusal for posting too often carries Retry-After. */
export { leadFormHeaders as headers } from "~/leads/answers";

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, {
    title: data?.page.seo?.title ?? dictionaryOf(args.matches)?.contact.title ?? "Contact us",
    description: data?.page.seo?.description,
  });

export default routeComponent<typeof loader>(function ContactRoute({ page, messageLimit }) {
  const root = useRootData();
  const contact = root?.settings?.contact;
  const t = useT();
  const cards = [
    {
      icon: MapPin,
      title: t.contact.visit,
      value: contact?.address,
      href: undefined,
      lang: langOf(contact, "address"),
    },
    {
      icon: Mail,
      title: t.contact.emailUs,
      value: contact?.email,
      href: contact?.email ? `mailto:${contact.email}` : undefined,
      lang: {},
    },
    {
      icon: Phone,
      title: t.contact.call,
      value: contact?.phone,
      href: contact?.phone ? `tel:${contact.phone.replace(/\s+/g, "")}` : undefined,
      lang: {},
    },
    { icon: Clock, title: t.contact.hours, value: contact?.hours, href: undefined, lang: langOf(contact, "hours") },
  ].filter((card) => card.value);

  return (
    <>
      <PageIntro eyebrow={page.eyebrow ?? undefined} title={page.heading} fallback={page._fallback}>
        {page.intro}
      </PageIntro>
      <AfterFirstScreen>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-3 lg:px-8">
          <section aria-label={t.contact.details} className="lg:order-2">
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              {cards.map(({ icon: CardIcon, title, value, href, lang }) => (
                <li key={title} className="flex gap-4 rounded-2xl bg-ink-50 p-5">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                    <CardIcon aria-hidden className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <h2 className="font-display text-base font-bold">{title}</h2>
                    {href ? (
                      <a href={href} className="mt-1 block break-words text-brand-700 underline underline-offset-4">
                        {value}
                      </a>
                    ) : (
                      <p className="mt-1 text-ink-700" {...lang}>
                        {value}
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <div className="lg:col-span-2">
            <ContactForm
              heading={page.formHeading}
              successMessage={page.successMessage}
              formToken={root?.formToken}
              contactEmail={contact?.email}
              messageLimit={messageLimit}
            />
          </div>
        </div>
      </AfterFirstScreen>
    </>
  );
});

import { routeComponent } from "~/lib/route-component";
import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageIntro } from "~/components/common/PageIntro";
import { buttonClass } from "~/components/ui/button-styles";
import { useT } from "~/i18n/use-t";
import { CACHE_CONTROL, passOn } from "~/lib/cache-control";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { sameSitePath } from "~/lib/same-site-path";

/*
 * What a visitor sees when the server refused a form sent from another site (server/origin-check.ts): the server
 * renders this page in the language of the page the form was posted to, with 403, in place of the post's answer.
 * Nothing was sent; the link goes back to that page (`from`), where the form can be sent from the site itself.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const from = sameSitePath(new URL(request.url).searchParams.get("from"));
  return data({ from }, { status: 403, headers: { "Cache-Control": CACHE_CONTROL.none } });
}

/**
 * No scripts: the page answers at the address the form was posted to, where the browser's router would hydrate
 * another route. It needs none (a heading, a text and a link back); the header's menus work without them.
 */
export const handle = { scripts: false };

export const headers: HeadersFunction = ({ loaderHeaders }) => passOn(["Cache-Control"], loaderHeaders);

export const meta: MetaFunction = (args) => {
  const t = dictionaryOf(args.matches)?.formRefused;
  return getMeta(args, { title: t?.title ?? "Form not sent", noindex: true });
};

export default routeComponent<typeof loader>(function FormRefusedRoute({ from }) {
  const t = useT().formRefused;
  return (
    <>
      <PageIntro eyebrow="403" title={t.heading}>
        {t.text}
      </PageIntro>
      <div className="mx-auto flex max-w-2xl justify-center px-4 pt-10 pb-20">
        <Link to={from} className={buttonClass("primary")}>
          {t.back}
        </Link>
      </div>
    </>
  );
});

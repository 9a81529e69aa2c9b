import { routeComponent } from "~/lib/route-component";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { CircleAlert, CircleCheck } from "~/components/common/icons";
import { buttonClass } from "~/components/ui/button-styles";
import { readForm } from "~/leads/guard.server";
import { leadsOrNull } from "~/leads/leads.server";
import { verifyLink, type LinkAction } from "~/leads/tokens.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useLocalePath, useT } from "~/i18n/use-t";
import { assertPost } from "~/lib/allowed-methods";

/*
 * /newsletter/confirm and /newsletter/unsubscribe: the links of the double opt-in email. Opening a link only shows a
 * button; the change is made by the button's POST, so a mail scanner that opens every link confirms nothing. Mail
 * programs' one-click unsubscribe (RFC 8058) posts to the same address and is answered at once.
 */

type LinkState = "valid" | "invalid" | "expired" | "unavailable";

const actionOf = (request: Request): LinkAction =>
  new URL(request.url).pathname.endsWith("/confirm") ? "confirm" : "unsubscribe";

export async function loader({ request }: LoaderFunctionArgs) {
  const action = actionOf(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const service = await leadsOrNull();
  const check = service ? verifyLink(service.secret, action, token) : null;
  const state: LinkState = !check ? "unavailable" : check.ok ? "valid" : check.reason;
  return data({ action, token, state }, { status: state === "valid" ? 200 : state === "unavailable" ? 503 : 400 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost({ request, context });
  const linkAction = actionOf(request);
  const read = await readForm(request);
  const posted = read.ok ? read.form.get("token") : null;
  const token = typeof posted === "string" && posted ? posted : (new URL(request.url).searchParams.get("token") ?? "");
  const service = await leadsOrNull();
  if (!service) return data({ result: "unavailable" as const }, { status: 503 });
  try {
    const result = await service.follow(linkAction, token);
    return data({ result }, { status: result === "done" ? 200 : 400 });
  } catch {
    return data({ result: "unavailable" as const }, { status: 503 });
  }
}

/**
 * The token is a key to someone's subscription: never stored by any cache, the visitor's browser included (not
 * `private`, whose page data a browser may keep a moment: app/entry.server.tsx), never indexed.
 */
export const headers = () => ({ "Cache-Control": CACHE_CONTROL.none });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, ...args }) => {
  const t = dictionaryOf(args.matches)?.newsletterPages;
  return getMeta(args, {
    title: (loaded?.action === "confirm" ? t?.confirmMeta : t?.unsubscribeMeta) ?? "Newsletter",
    noindex: true,
  });
};

export default routeComponent<typeof loader>(function NewsletterLink({ action: linkAction, token, state }) {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT().newsletterPages;
  const lp = useLocalePath();
  const text = t[linkAction];
  const problem = answer ? (answer.result === "done" ? null : answer.result) : state === "valid" ? null : state;
  const done = answer?.result === "done";
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{text.title}</h1>
      <div role="status" className="mt-6 w-full">
        {done && (
          <p className="flex gap-3 rounded-2xl bg-accent-50 p-4 text-left text-accent-800 ring-1 ring-accent-200">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span>{text.done}</span>
          </p>
        )}
        {problem && (
          <p className="flex gap-3 rounded-2xl bg-rose-50 p-4 text-left text-rose-800 ring-1 ring-rose-200">
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span>{t.linkProblems[problem]}</span>
          </p>
        )}
      </div>
      {!done && !problem && (
        <>
          <p className="mt-2 text-ink-600">{text.lead}</p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClass("primary", "lg")}>
              {navigation.state === "submitting" ? text.pending : text.button}
            </button>
          </Form>
        </>
      )}
      {(done || problem) && (
        <Link to={lp(problem === "expired" ? "/newsletter" : "/")} className={`${buttonClass("secondary", "lg")} mt-8`}>
          {problem === "expired" ? t.subscribeAgain : t.home}
        </Link>
      )}
    </section>
  );
});

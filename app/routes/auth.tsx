import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useSearchParams } from "@remix-run/react";
import { ShieldCheck } from "~/components/common/icons";
import { AUTH_TABS, AuthTabs, type AuthTab } from "~/components/auth/AuthTabs";
import { readForm } from "~/leads/guard.server";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useT } from "~/i18n/use-t";
import { assertPost } from "~/lib/allowed-methods";

/**
 * A form sent before the page's scripts ran: the browser posts it (a password never goes into a URL), nothing in
 * it is read but which form it was, and the page says what it says after a tap once the scripts run.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertPost({ request, context });
  const read = await readForm(request);
  if (!read.ok) throw new Response(null, { status: read.status });
  const form = read.form.get("form");
  return { submitted: AUTH_TABS.find((tab) => tab === form) ?? null };
}

export const meta: MetaFunction = (args) => {
  const t = dictionaryOf(args.matches)?.auth;
  return getMeta(args, { title: t?.title ?? "Sign in", description: t?.description });
};

export default function AuthRoute() {
  const [params] = useSearchParams();
  // 'Get Started' and 'Start Free Trial' link here with ?tab=signUp; the tab itself is local state.
  const submitted = useActionData<typeof action>()?.submitted ?? null;
  const initialTab: AuthTab = submitted ?? (params.get("tab") === "signUp" ? "signUp" : "signIn");
  const t = useT().auth;
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -left-24 size-96 rounded-full bg-accent-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t.heading}</h1>
          <p className="mt-5 text-lg leading-8 text-ink-600">{t.intro}</p>
          <p className="mt-8 flex items-center gap-3 text-sm text-ink-600">
            <ShieldCheck aria-hidden className="size-5 text-accent-600" />
            {t.encrypted}
          </p>
        </div>
        <AuthTabs key={initialTab} initialTab={initialTab} submitted={submitted} />
      </div>
    </div>
  );
}

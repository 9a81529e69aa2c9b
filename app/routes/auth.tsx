import type { MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { ShieldCheck } from "~/components/common/icons";
import { AuthTabs } from "~/components/auth/AuthTabs";
import { dictionaryOf, getMeta } from "~/lib/meta";
import { useT } from "~/i18n/use-t";

export const meta: MetaFunction = (args) => {
  const t = dictionaryOf(args.matches)?.auth;
  return getMeta(args, { title: t?.title ?? "Sign in", description: t?.description });
};

export default function AuthRoute() {
  const [params] = useSearchParams();
  // 'Get Started' and 'Start Free Trial' link here with ?tab=signUp; the tab itself is local state.
  const initialTab = params.get("tab") === "signUp" ? "signUp" : "signIn";
  const t = useT().auth;
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div aria-hidden className="pointer-events-none absolute -top-24 -left-24 size-96 rounded-full bg-accent-200/40 blur-3xl" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t.heading}</h1>
          <p className="mt-5 text-lg leading-8 text-ink-600">
            {t.intro}
          </p>
          <p className="mt-8 flex items-center gap-3 text-sm text-ink-600">
            <ShieldCheck aria-hidden className="size-5 text-accent-600" />
            {t.encrypted}
          </p>
        </div>
        <AuthTabs key={initialTab} initialTab={initialTab} />
      </div>
    </div>
  );
}

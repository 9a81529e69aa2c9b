import { CircleCheck } from "~/components/common/icons";
import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { useLocalePath, useT } from "~/i18n/use-t";

export type AuthTab = "signIn" | "signUp";

export const AUTH_TABS: AuthTab[] = ["signIn", "signUp"];

const inputClass =
  "mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-ink-900 ring-1 ring-ink-300 ring-inset placeholder:text-ink-400 focus:ring-2 focus:ring-brand-600 focus:outline-none";

function Field({
  id,
  label,
  type = "text",
  autoComplete,
}: {
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input id={id} name={id} type={type} autoComplete={autoComplete} className={inputClass} />
    </div>
  );
}

/**
 * Neither form sends anything anywhere (spec §2): on submit the visitor is told plainly that accounts open soon.
 * Before the page's scripts run, the browser posts it to the page, which answers the same (app/routes/auth.tsx).
 */
function LocalForm({
  name,
  label,
  submitLabel,
  sent,
  children,
}: {
  name: AuthTab;
  label: string;
  submitLabel: string;
  sent: boolean;
  children: ReactNode;
}) {
  const [submitted, setSubmitted] = useState(sent);
  const t = useT().auth;
  return (
    <form
      aria-label={label}
      method="post"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
      }}
      className="space-y-5"
    >
      <input type="hidden" name="form" value={name} />
      {children}
      <button type="submit" className={`${buttonClass("primary", "lg")} w-full`}>
        {submitLabel}
      </button>
      <div role="status">
        {submitted && (
          <p className="flex gap-3 rounded-2xl bg-accent-50 p-4 text-sm text-accent-800 ring-1 ring-accent-200">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
            {t.soon}
          </p>
        )}
      </div>
    </form>
  );
}

/** Sign In / Sign Up as a WAI-ARIA tab widget: arrow keys, Home and End move between the tabs. */
export function AuthTabs({ initialTab, submitted = null }: { initialTab: AuthTab; submitted?: AuthTab | null }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ signIn: null, signUp: null });
  const t = useT().auth;
  const lp = useLocalePath();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = AUTH_TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: AUTH_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = AUTH_TABS[(target + AUTH_TABS.length) % AUTH_TABS.length] as AuthTab;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="rounded-3xl bg-white p-6 shadow-xl shadow-brand-900/5 ring-1 ring-ink-200 sm:p-8">
      <div role="tablist" aria-label={t.tabs} className="grid grid-cols-2 rounded-full bg-ink-100 p-1">
        {AUTH_TABS.map((id) => (
          <button
            key={id}
            ref={(element) => {
              tabRefs.current[id] = element;
            }}
            id={`tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            onKeyDown={onKeyDown}
            className={`rounded-full px-4 py-2.5 text-sm font-semibold transition-colors ${
              tab === id ? "bg-white text-brand-700 shadow-sm" : "text-ink-600 hover:text-ink-900"
            }`}
          >
            {t[id]}
          </button>
        ))}
      </div>

      <div id="panel-signIn" role="tabpanel" aria-labelledby="tab-signIn" hidden={tab !== "signIn"} className="mt-8">
        <LocalForm name="signIn" label={t.signInForm} submitLabel={t.signIn} sent={submitted === "signIn"}>
          <Field id="signin-email" label={t.email} type="email" autoComplete="email" />
          <Field id="signin-password" label={t.password} type="password" autoComplete="current-password" />
          <p className="text-right text-sm">
            <a href={lp("/contact")} className="font-semibold text-brand-700 underline underline-offset-4">
              {t.forgot}
            </a>
          </p>
        </LocalForm>
      </div>

      <div id="panel-signUp" role="tabpanel" aria-labelledby="tab-signUp" hidden={tab !== "signUp"} className="mt-8">
        <LocalForm name="signUp" label={t.signUpForm} submitLabel={t.createAccount} sent={submitted === "signUp"}>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field id="signup-first-name" label={t.firstName} autoComplete="given-name" />
            <Field id="signup-last-name" label={t.lastName} autoComplete="family-name" />
          </div>
          <Field id="signup-email" label={t.email} type="email" autoComplete="email" />
          <Field id="signup-password" label={t.password} type="password" autoComplete="new-password" />
        </LocalForm>
      </div>
    </div>
  );
}

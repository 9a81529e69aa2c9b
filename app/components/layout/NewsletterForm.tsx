import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import { SpamTrap } from "~/components/common/SpamTrap";
import { leadSent } from "~/results/visit";
import { buttonClass } from "~/components/ui/button-styles";
import { problemMessage, type NewsletterActionData } from "~/leads/answers";
import { errorText } from "~/leads/form-errors";
import { useLocale, useLocalePath, useT } from "~/i18n/use-t";
import type { NewsletterCopy } from "./newsletter-copy";

/**
 * The newsletter box: a form post to /newsletter. With JavaScript it is sent in the background (the page stays);
 * without, the browser goes to /newsletter, which shows the answer (`answer` carries it here).
 */
export function NewsletterForm({
  copy,
  formToken,
  placement,
  answer: pageAnswer,
  tone = "dark",
}: {
  copy: NewsletterCopy;
  formToken: string | null | undefined;
  placement: "footer" | "page";
  answer?: NewsletterActionData;
  tone?: "dark" | "light";
}) {
  const id = useId();
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${placement}` });
  const input = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const answer = fetcher.data ?? pageAnswer;
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const sending = fetcher.state === "submitting";
  const error =
    answer?.status === "invalid"
      ? answer.errors.email && errorText(t.errors, answer.errors.email, locale)
      : answer?.status === "refused"
        ? problemMessage(t.problems, answer.problem, { retryAfter: answer.retryAfter })
        : undefined;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === "subscribed") {
      leadSent("signup");
      if (input.current) input.current.value = "";
      status.current?.focus();
    } else {
      input.current?.focus();
    }
  }, [fetcher.data]);

  const dark = tone === "dark";
  return (
    <fetcher.Form
      method="post"
      action={lp("/newsletter")}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="relative"
      onSubmit={(event) => sending && event.preventDefault()}
    >
      <h2
        id={`${id}-heading`}
        className={
          dark ? "font-display text-sm font-semibold uppercase tracking-wider text-white" : "text-2xl font-extrabold"
        }
      >
        {copy.heading}
      </h2>
      <p className={`mt-3 text-sm ${dark ? "text-ink-300" : "text-ink-600"}`}>{copy.text}</p>
      <SpamTrap formToken={formToken} kind="signup" />
      <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {t.newsletter.emailLabel}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          defaultValue={answer && "values" in answer ? answer.values?.email : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status ${id}-consent`}
          className={
            dark
              ? "min-w-0 flex-1 rounded-full border border-white/15 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-ink-300 focus:border-brand-300 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-300"
              : "min-w-0 flex-1 rounded-full border-0 bg-white px-4 py-2.5 text-sm text-ink-900 ring-1 ring-ink-300 ring-inset placeholder:text-ink-400 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          }
        />
        <button type="submit" aria-disabled={sending || undefined} className={buttonClass("primary", "md")}>
          {sending ? t.newsletter.sending : copy.buttonLabel}
        </button>
      </div>
      <p
        ref={status}
        id={`${id}-status`}
        role="status"
        tabIndex={-1}
        className={`mt-2 min-h-5 text-sm focus:outline-none ${
          error ? (dark ? "text-rose-300" : "text-rose-700") : dark ? "text-accent-300" : "text-accent-800"
        }`}
      >
        {error ??
          (answer?.status === "subscribed"
            ? answer.doubleOptIn
              ? t.newsletter.confirmSent
              : t.newsletter.subscribed
            : null)}
      </p>
      <p id={`${id}-consent`} className={`mt-1 text-xs leading-5 ${dark ? "text-ink-400" : "text-ink-500"}`}>
        {t.newsletter.consent}{" "}
        <a
          href={lp("/privacy-policy")}
          className={`underline underline-offset-2 ${dark ? "text-ink-200" : "text-brand-700"}`}
        >
          {t.newsletter.privacy}
        </a>
      </p>
    </fetcher.Form>
  );
}

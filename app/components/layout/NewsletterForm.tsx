import { useId, useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { isEmailAddress } from "~/lib/email";

export interface NewsletterCopy {
  heading: string;
  text: string;
  placeholder: string;
  buttonLabel: string;
}


/** The newsletter box. It sends nothing anywhere (spec §7): it checks the address and says what happens next. */
export function NewsletterForm({ copy }: { copy: NewsletterCopy }) {
  const id = useId();
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!isEmailAddress(email)) {
      setMessage({ kind: "error", text: "Please enter a valid email address, like name@company.rw." });
      return;
    }
    setMessage({
      kind: "ok",
      text: `Thanks! Our newsletter launches soon — we'll be ready to welcome ${email} then.`,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="font-display text-sm font-semibold uppercase tracking-wider text-white">
        {copy.heading}
      </h2>
      <p className="mt-3 text-sm text-ink-300">{copy.text}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          aria-invalid={message?.kind === "error" || undefined}
          aria-describedby={`${id}-status`}
          className="min-w-0 flex-1 rounded-full border border-white/15 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-ink-300 focus:border-brand-300 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-300"
        />
        <button type="submit" className={buttonClass("primary", "md")}>
          {copy.buttonLabel}
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`mt-2 min-h-5 text-sm ${message?.kind === "error" ? "text-rose-300" : "text-accent-300"}`}
      >
        {message?.text}
      </p>
    </form>
  );
}

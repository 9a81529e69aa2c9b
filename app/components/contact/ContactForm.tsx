import { Form, useActionData, useNavigation } from "@remix-run/react";
import { CircleAlert, CircleCheck } from "~/components/common/icons";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { SpamTrap } from "~/components/common/SpamTrap";
import { leadSent } from "~/results/visit";
import { buttonClass } from "~/components/ui/button-styles";
import { problemMessage, type ContactActionData } from "~/leads/answers";
import { CONTACT_FIELDS, LIMITS, rawValues, type ContactField, type FieldErrors } from "~/leads/fields";
import { checkContact } from "~/leads/forms";
import { errorText } from "~/leads/form-errors";
import { formatCount } from "~/lib/format";
import { useLocale, useLocalePath, useT } from "~/i18n/use-t";
import { fill } from "@shared/dictionaries/fill";

const inputClass =
  "mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-ink-900 ring-1 ring-ink-300 ring-inset placeholder:text-ink-400 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-rose-600";

/**
 * The contact form: a real form post to this route's action, so it works without JavaScript. With JavaScript the
 * same schema checks the fields first (the server checks again), the page does not reload, the button shows that
 * the message is on its way, and focus moves to the first problem or to the confirmation. Nothing typed is lost
 * on an error.
 */
export function ContactForm({
  heading,
  successMessage,
  formToken,
  contactEmail,
  messageLimit,
}: {
  /** The longest message, as the loader wrote it ('5,000'). */
  messageLimit: string;
  heading: string;
  successMessage: string;
  formToken: string | null | undefined;
  contactEmail?: string | null;
}) {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const answer = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [clientErrors, setClientErrors] = useState<FieldErrors<ContactField> | null>(null);
  const [messageLength, setMessageLength] = useState<number | null>(null);
  const [sentCount, setSentCount] = useState(0);

  const errors = clientErrors ?? (answer?.status === "invalid" ? answer.errors : {});
  const kept = answer && "values" in answer ? answer.values : undefined;
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  const focusFirstError = (found: FieldErrors<ContactField>) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };

  // Text typed before the page's scripts ran is counted once they have.
  useEffect(() => {
    const typed = form.current?.querySelector<HTMLTextAreaElement>(`#${CSS.escape(fieldId("message"))}`)?.value;
    if (typed) setMessageLength(typed.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each answer of the server: clear the form after a message is kept; otherwise show where to look.
  useEffect(() => {
    if (!answer) return;
    if (answer.status === "sent") {
      leadSent("contact");
      setSentCount((count) => count + 1);
      setMessageLength(null);
      notice.current?.focus();
    } else if (answer.status === "invalid") {
      focusFirstError(answer.errors);
    } else {
      notice.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (sending) {
      event.preventDefault(); // a double click sends once
      return;
    }
    const checked = checkContact(rawValues(new FormData(event.currentTarget), CONTACT_FIELDS));
    if (!checked.ok) {
      event.preventDefault();
      setClientErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setClientErrors(null);
  }

  function field(
    name: ContactField,
    label: string,
    options: { type?: string; autoComplete?: string; optional?: boolean } = {},
  ) {
    const error = errors[name] && errorText(t.errors, errors[name], locale);
    return (
      <div>
        <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink-800">
          {label}
          {options.optional ? (
            <span className="font-normal text-ink-500"> {t.contact.optional}</span>
          ) : (
            <span aria-hidden className="text-rose-700">
              {" "}
              *
            </span>
          )}
        </label>
        <input
          id={fieldId(name)}
          name={name}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          required={!options.optional}
          defaultValue={kept?.[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(name) : undefined}
          className={inputClass}
        />
        {error && (
          <p id={errorId(name)} className="mt-1.5 text-sm text-rose-700">
            {error}
          </p>
        )}
      </div>
    );
  }

  const messageError = errors.message && errorText(t.errors, errors.message, locale);
  const counterId = `${id}-message-count`;
  return (
    <div className="rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-10">
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-ink-500">{t.contact.requiredNote}</p>
      <div ref={notice} tabIndex={-1} role="status" className="focus:outline-none">
        {answer?.status === "sent" && (
          <p className="mt-6 flex gap-3 rounded-2xl bg-accent-50 p-4 text-accent-800 ring-1 ring-accent-200">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span>
              {fill(t.contact.thanks, { name: answer.firstName })} {successMessage}
            </span>
          </p>
        )}
        {answer?.status === "refused" && (
          <p className="mt-6 flex gap-3 rounded-2xl bg-rose-50 p-4 text-rose-800 ring-1 ring-rose-200">
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span>{problemMessage(t.problems, answer.problem, { retryAfter: answer.retryAfter, contactEmail })}</span>
          </p>
        )}
      </div>
      <Form
        key={sentCount}
        ref={form}
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${id}-heading`}
        className="relative"
      >
        <SpamTrap formToken={formToken} kind="contact" />
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          {field("firstName", t.contact.firstName, { autoComplete: "given-name" })}
          {field("lastName", t.contact.lastName, { autoComplete: "family-name" })}
          {field("email", t.contact.email, { type: "email", autoComplete: "email" })}
          {field("company", t.contact.company, { autoComplete: "organization", optional: true })}
          <div className="sm:col-span-2">{field("subject", t.contact.subject)}</div>
          <div className="sm:col-span-2">
            <label htmlFor={fieldId("message")} className="block text-sm font-semibold text-ink-800">
              {t.contact.message}
              <span aria-hidden className="text-rose-700">
                {" "}
                *
              </span>
            </label>
            <textarea
              id={fieldId("message")}
              name="message"
              rows={6}
              required
              defaultValue={kept?.message}
              onInput={(event) => setMessageLength(event.currentTarget.value.length)}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={[messageError ? errorId("message") : null, counterId].filter(Boolean).join(" ")}
              className={inputClass}
            />
            {messageError && (
              <p id={errorId("message")} className="mt-1.5 text-sm text-rose-700">
                {messageError}
              </p>
            )}
            <p
              id={counterId}
              className={`mt-1.5 text-sm ${messageLength !== null && messageLength > LIMITS.message ? "text-rose-700" : "text-ink-500"}`}
            >
              {messageLength === null
                ? fill(t.contact.upTo, { max: messageLimit })
                : fill(t.contact.count, { count: formatCount(messageLength, locale), max: messageLimit })}
            </p>
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          <button type="submit" aria-disabled={sending || undefined} className={buttonClass("primary", "lg")}>
            {sending ? t.contact.sending : t.contact.send}
          </button>
          <p className="text-sm text-ink-500">
            {t.contact.privacyNote}{" "}
            <a href={lp("/privacy-policy")} className="font-semibold text-brand-700 underline underline-offset-4">
              {t.contact.privacyLink}
            </a>
            .
          </p>
        </div>
      </Form>
    </div>
  );
}

import { CircleCheck } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { CONTACT_FIELDS, validateContact, type ContactErrors, type ContactField, type ContactValues } from "~/lib/contact-form";

const EMPTY: ContactValues = { firstName: "", lastName: "", email: "", company: "", subject: "", message: "" };

const inputClass =
  "mt-2 block w-full rounded-xl border-0 bg-white px-4 py-3 text-ink-900 ring-1 ring-ink-300 ring-inset placeholder:text-ink-400 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-rose-600";

/**
 * The contact form. It checks what was typed, shows each problem next to its field and moves focus to the first
 * one, keeps everything typed, and on success says the message is ready. Nothing is sent anywhere (spec §7).
 */
export function ContactForm({ heading, successMessage }: { heading: string; successMessage: string }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [ready, setReady] = useState(false);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      setReady(false);
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setReady(true);
  }

  function field(name: ContactField, label: string, options: { type?: string; autoComplete?: string; optional?: boolean } = {}) {
    const error = errors[name];
    return (
      <div>
        <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink-800">
          {label}
          {options.optional ? <span className="font-normal text-ink-500"> (optional)</span> : <span aria-hidden className="text-rose-700"> *</span>}
        </label>
        <input
          id={fieldId(name)}
          name={name}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          required={!options.optional}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
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

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-heading`} className="rounded-3xl bg-white p-6 ring-1 ring-ink-200 sm:p-10">
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold">
        {heading}
      </h2>
      <p className="mt-2 text-sm text-ink-500">Fields marked * are required.</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {field("firstName", "First name", { autoComplete: "given-name" })}
        {field("lastName", "Last name", { autoComplete: "family-name" })}
        {field("email", "Email", { type: "email", autoComplete: "email" })}
        {field("company", "Company", { autoComplete: "organization", optional: true })}
        <div className="sm:col-span-2">{field("subject", "Subject")}</div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId("message")} className="block text-sm font-semibold text-ink-800">
            Message<span aria-hidden className="text-rose-700"> *</span>
          </label>
          <textarea
            id={fieldId("message")}
            name="message"
            rows={6}
            required
            value={values.message}
            onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? errorId("message") : undefined}
            className={inputClass}
          />
          {errors.message && (
            <p id={errorId("message")} className="mt-1.5 text-sm text-rose-700">
              {errors.message}
            </p>
          )}
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" className={buttonClass("primary", "lg")}>
          Send message
        </button>
      </div>
      <div role="status" className="mt-6">
        {ready && (
          <p className="flex gap-3 rounded-2xl bg-accent-50 p-4 text-accent-800 ring-1 ring-accent-200">
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span>
              Thanks, {values.firstName.trim()}! {successMessage}
            </span>
          </p>
        )}
      </div>
    </form>
  );
}

import { isEmailAddress } from "./email";

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "company", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const REQUIRED: Partial<Record<ContactField, string>> = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter your email address.",
  subject: "Please tell us what your message is about.",
  message: "Please write your message.",
};

/** The contact form's rules (spec §5): everything but company is required, and the email must look like one. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [ContactField, string][]) {
    if (!values[field].trim()) errors[field] = message;
  }
  if (!errors.email && !isEmailAddress(values.email)) {
    errors.email = "Please enter a valid email address, like name@company.rw.";
  }
  return errors;
}

import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineField, defineType } from "sanity";
import { LEADS_GROUP } from "../../deskLayout";
import { originFields } from "./attribution";

/** Statuses an editor moves a contact message through (new, contacted, closed). */
const LEAD_STATUSES = LEADS_GROUP.lists.find((list) => list.type === "lead")!.statuses;

const fromTheSite = (name: string, title: string, type: "string" | "text" | "datetime" = "string") =>
  defineField({ name, title, type, readOnly: true, ...(type === "text" ? { rows: 8 } : {}) });

/**
 * A contact message from the website, written by the site's server (never by hand) under a private id
 * (`leads.…`, which the public API does not serve). What the visitor sent is read-only; the status is the team's.
 * Changes apply at once (live edit): there is nothing to publish.
 */
export const lead = defineType({
  name: "lead",
  title: "Contact message",
  type: "document",
  icon: EnvelopeIcon,
  liveEdit: true,
  fields: [
    defineField({
      name: "status",
      title: "Status",
      type: "string",
      options: { list: LEAD_STATUSES, layout: "radio", direction: "horizontal" },
      initialValue: "new",
      validation: (rule) => rule.required(),
    }),
    fromTheSite("receivedAt", "Received", "datetime"),
    fromTheSite("firstName", "First name"),
    fromTheSite("lastName", "Last name"),
    fromTheSite("email", "Email"),
    fromTheSite("company", "Company"),
    fromTheSite("subject", "Subject"),
    fromTheSite("message", "Message", "text"),
    ...originFields,
  ],
  orderings: [{ title: "Newest first", name: "receivedDesc", by: [{ field: "receivedAt", direction: "desc" }] }],
  preview: {
    select: {
      firstName: "firstName",
      lastName: "lastName",
      subject: "subject",
      status: "status",
      receivedAt: "receivedAt",
    },
    prepare: ({ firstName, lastName, subject, status, receivedAt }) => ({
      title: `${firstName ?? ""} ${lastName ?? ""}`.trim() || "Contact message",
      subtitle: [LEAD_STATUSES.find((s) => s.value === status)?.title, subject, receivedAt?.slice(0, 10)]
        .filter(Boolean)
        .join(" · "),
    }),
  },
});

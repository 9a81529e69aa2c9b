import { UserIcon } from "@sanity/icons/User";
import { defineField, defineType } from "sanity";
import { LEADS_GROUP } from "../../deskLayout";
import { originFields } from "./attribution";

const SUBSCRIBER_STATUSES = LEADS_GROUP.lists.find((list) => list.type === "subscriber")!.statuses;

/**
 * A newsletter subscriber, written by the site's server under a private id (`subscribers.…`). Everything is
 * read-only: the status changes only by the subscriber's own confirm and unsubscribe links, and the consent text is
 * the record of what they agreed to (Law No 058/2021 on personal data). Delete the document to erase a subscriber.
 */
export const subscriber = defineType({
  name: "subscriber",
  title: "Newsletter subscriber",
  type: "document",
  icon: UserIcon,
  liveEdit: true,
  readOnly: true,
  fields: [
    defineField({ name: "email", title: "Email", type: "string" }),
    defineField({ name: "status", title: "Status", type: "string", options: { list: SUBSCRIBER_STATUSES } }),
    defineField({ name: "subscribedAt", title: "First subscribed", type: "datetime" }),
    defineField({ name: "statusChangedAt", title: "Status changed", type: "datetime" }),
    defineField({ name: "consent", title: "What they agreed to", type: "text", rows: 3 }),
    ...originFields,
  ],
  orderings: [{ title: "Newest first", name: "subscribedDesc", by: [{ field: "subscribedAt", direction: "desc" }] }],
  preview: {
    select: { email: "email", status: "status" },
    prepare: ({ email, status }) => ({
      title: email,
      subtitle: SUBSCRIBER_STATUSES.find((s) => s.value === status)?.title,
    }),
  },
});

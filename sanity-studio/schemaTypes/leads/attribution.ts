import { defineField } from "sanity";
import { ATTRIBUTION_FLAGS, ATTRIBUTION_KEYS, ATTRIBUTION_TITLES } from "@shared/results/attribution";

/**
 * Where a lead came from, as the site's server writes it (app/leads/origin.server.ts): the page it was sent from,
 * then its visit's landing page, referring site, campaign, language, device and time to send. Read-only: the team
 * reads it, nobody types it. No field identifies the visitor.
 */
export const originFields = [
  defineField({ name: "source", title: "Sent from", type: "string", readOnly: true }),
  defineField({
    name: "attribution",
    title: "Where it came from",
    description: "The visit's first page, the site it came from and its campaign (utm_* of the landing address).",
    type: "object",
    readOnly: true,
    options: { collapsible: true, collapsed: false },
    fields: ATTRIBUTION_KEYS.map((name) =>
      defineField({
        name,
        title: ATTRIBUTION_TITLES[name],
        type: name === "secondsToSend" ? "number" : ATTRIBUTION_FLAGS.includes(name) ? "boolean" : "string",
        readOnly: true,
      }),
    ),
  }),
];

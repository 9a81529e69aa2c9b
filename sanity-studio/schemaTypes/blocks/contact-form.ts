import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineType } from "sanity";
import { stringField, textField } from "../objects/fields";
import { blockPreview } from "./preview";

export const contactFormBlock = defineType({
  name: "contactFormBlock",
  title: "Contact form",
  type: "object",
  icon: EnvelopeIcon,
  description: "The site's contact form: messages arrive under Leads, marked with the page they were sent from.",
  fields: [
    stringField("heading", "Heading"),
    textField("text", "Text", { optional: true, rows: 2 }),
    textField("successMessage", "Thank-you message", { rows: 2, description: "Shown once a message is sent" }),
  ],
  preview: blockPreview("Contact form"),
});

import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineType } from "sanity";
import { stringField, textField } from "../objects/fields";

export const faq = defineType({
  name: "faq",
  title: "FAQ",
  type: "document",
  icon: HelpCircleIcon,
  orderings: [orderRankOrdering],
  fields: [
    stringField("question", "Question"),
    textField("answer", "Answer", { rows: 4 }),
    orderRankField({ type: "faq" }),
  ],
  preview: { select: { title: "question.0.value", subtitle: "answer.0.value" } },
});

import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
import { CreditCardIcon } from "@sanity/icons/CreditCard";
import { defineField, defineType } from "sanity";
import { hrefField, stringField, stringListField, textField } from "../objects/fields";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";

export const plan = defineType({
  name: "plan",
  title: "Plan",
  type: "document",
  icon: CreditCardIcon,
  orderings: [orderRankOrdering],
  fields: [
    stringField("name", "Name"),
    defineField({
      name: "price",
      title: "Monthly price (RWF)",
      type: "number",
      description:
        "Per user per month, in Rwandan francs, without separators (7500). Annual prices are computed from it.",
      validation: (rule) => rule.required().min(0).integer(),
    }),
    defineField({
      name: "priceFrom",
      title: "Starting price",
      type: "boolean",
      description: "Show 'from' before the price (for plans priced per project)",
      initialValue: false,
    }),
    stringField("priceNote", "Price note", { optional: true, description: "e.g. 'or custom pricing per project'" }),
    stringField("period", "Billing period", { description: "Shown under the price, e.g. 'per user / month'" }),
    textField("description", "Description", { rows: 2 }),
    defineField({
      name: "popular",
      title: "Most popular",
      type: "boolean",
      description: "Highlights the plan. Only one plan can be the most popular.",
      initialValue: false,
      validation: (rule) =>
        rule.custom(async (value, context) => {
          if (!value) return true;
          const id = context.document?._id.replace(/^drafts\./, "");
          const client = context.getClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
          const others = await client.fetch<number>(
            `count(*[_type == "plan" && popular == true && !(_id in [$id, "drafts." + $id])])`,
            { id },
          );
          return others === 0 ? true : "Another plan is already marked most popular: untick it first";
        }),
    }),
    stringListField("features", "Features", { min: 1 }),
    stringField("ctaLabel", "Button label", { description: "e.g. 'Start Free Trial' or 'Contact Sales'" }),
    hrefField("ctaHref", "Button link", { description: "e.g. /auth?tab=signUp or /contact" }),
    orderRankField({ type: "plan" }),
  ],
  preview: {
    select: { title: "name.0.value", price: "price", popular: "popular", from: "priceFrom" },
    prepare: ({ title, price, popular, from }) => ({
      title: `${title}${popular ? " ★ most popular" : ""}`,
      subtitle: `${from ? "from " : ""}RWF ${Number(price ?? 0).toLocaleString("en-US")} per user / month`,
    }),
  },
});

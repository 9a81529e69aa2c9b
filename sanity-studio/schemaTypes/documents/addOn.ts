import { orderRankField, orderRankOrdering } from "@sanity/orderable-document-list";
import { PackageIcon } from "@sanity/icons/Package";
import { defineField, defineType } from "sanity";
import { stringField, textField } from "../objects/fields";

export const addOn = defineType({
  name: "addOn",
  title: "Add-on",
  type: "document",
  icon: PackageIcon,
  orderings: [orderRankOrdering],
  fields: [
    stringField("name", "Name"),
    defineField({
      name: "price",
      title: "Price (RWF)",
      type: "number",
      description: "In Rwandan francs, without separators (250000)",
      validation: (rule) => rule.required().min(0).integer(),
    }),
    defineField({
      name: "priceFrom",
      title: "Starting price",
      type: "boolean",
      description: "Show 'from' before the price",
      initialValue: false,
    }),
    stringField("period", "Period", { description: "e.g. 'per year' or 'per GB per month'" }),
    textField("description", "Description", { rows: 2 }),
    orderRankField({ type: "addOn" }),
  ],
  preview: {
    select: { title: "name.0.value", price: "price", period: "period.0.value", from: "priceFrom" },
    prepare: ({ title, price, period, from }) => ({
      title,
      subtitle: `${from ? "from " : ""}RWF ${Number(price ?? 0).toLocaleString("en-US")} ${period ?? ""}`,
    }),
  },
});

import { ActivityIcon } from "@sanity/icons/Activity";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import {
  EXPERIMENT_GOALS,
  EXPERIMENT_LIMITS,
  EXPERIMENT_PARTS,
  EXPERIMENT_STATES,
  partFields,
  type ExperimentPart,
  type VariantField,
} from "@shared/results/experiments";
import { LOCALES, LOCALE_INFO } from "@shared/addresses/locales";
import { stringField, textField } from "../objects/fields";

type Translation = { language?: string; value?: unknown };
type Variant = { _key?: string; name?: string; weight?: number } & Partial<Record<VariantField, Translation[] | null>>;
type Experiment = { part?: ExperimentPart; state?: string; controlWeight?: number; variants?: Variant[] };

const FIELD_TITLES: Record<VariantField, string> = { heading: "Heading", text: "Text", buttonLabel: "Button label" };
const partOf = (context: ValidationContext | { document?: unknown }) =>
  (context.document as Experiment | undefined)?.part;
const hiddenUnless =
  (...parts: ExperimentPart[]) =>
  ({ document }: { document?: unknown }) =>
    !parts.includes((document as Experiment | undefined)?.part as ExperimentPart);

/**
 * A variant's problem once the experiment runs, or null: it changes at least one text of the part, and each text it
 * changes is written in every language (one left empty in every language keeps the page's own).
 */
export function incompleteVariant(variant: Variant, part: ExperimentPart | undefined): string | null {
  const name = `"${variant.name ?? "A variant"}"`;
  const written = (field: VariantField, locale: string) =>
    (variant[field] ?? []).some(
      (item) => item.language === locale && typeof item.value === "string" && item.value.trim(),
    );
  const fields = partFields(part).filter((field) => LOCALES.some((locale) => written(field, locale)));
  if (!fields.length) return `${name} changes nothing yet: write the text it tries`;
  for (const field of fields) {
    const missing = LOCALES.filter((locale) => !written(field, locale));
    if (missing.length)
      return `${name}: write its ${FIELD_TITLES[field].toLowerCase()} in ${missing
        .map((locale) => LOCALE_INFO[locale].name)
        .join(", ")} before the test runs (the page is published in every language)`;
  }
  return null;
}

/** Once a test has started, what it tests stays as it was: its results would otherwise mix two tests. */
const setOnceStarted = ({ document }: { document?: unknown }) =>
  ((document as Experiment | undefined)?.state ?? "draft") !== "draft";

const variant = defineArrayMember({
  name: "experimentVariant",
  title: "Variant",
  type: "object",
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "For the Studio and the results only, such as 'Start free'",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "weight",
      title: "Share of visits (%)",
      type: "number",
      initialValue: 50,
      validation: (rule) => rule.required().min(1).max(99).integer(),
    }),
    {
      ...stringField("heading", "Heading", { optional: true }),
      hidden: hiddenUnless("homeHero", "landingHero", "landingCta"),
    },
    {
      ...textField("text", "Text", { optional: true, rows: 2 }),
      hidden: hiddenUnless("homeHero", "landingHero", "landingCta"),
    },
    {
      ...stringField("buttonLabel", "Button label", { optional: true }),
      hidden: hiddenUnless("landingCta", "planButton"),
    },
  ],
  preview: {
    select: { title: "name", weight: "weight" },
    prepare: ({ title, weight }) => ({ title, subtitle: `${weight ?? "?"} %` }),
  },
});

/**
 * An A/B test of one part of a page (app/shared/results/experiments.ts): the page as published is the control, each variant
 * holds that part's text in the three languages, and the visits are split between them. Only a running experiment is
 * on the site; starting and stopping are the document's actions.
 */
export const experiment = defineType({
  name: "experiment",
  title: "Experiment",
  type: "document",
  icon: ActivityIcon,
  fields: [
    defineField({
      name: "name",
      title: "Name",
      type: "string",
      description: "What the test asks, such as 'Book a demo or Start free on the banking page'",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "part",
      readOnly: setOnceStarted,
      title: "What it varies",
      type: "string",
      options: { list: EXPERIMENT_PARTS.map(({ value, title }) => ({ value, title })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "page",
      readOnly: setOnceStarted,
      title: "Landing page",
      type: "reference",
      to: [{ type: "landingPage" }],
      hidden: hiddenUnless("landingHero", "landingCta"),
      validation: (rule) =>
        rule.custom((value, context) =>
          ["landingHero", "landingCta"].includes(partOf(context) ?? "") && !value ? "Choose the landing page" : true,
        ),
    }),
    defineField({
      name: "plan",
      readOnly: setOnceStarted,
      title: "Plan",
      type: "reference",
      to: [{ type: "plan" }],
      hidden: hiddenUnless("planButton"),
      validation: (rule) =>
        rule.custom((value, context) => (partOf(context) === "planButton" && !value ? "Choose the plan" : true)),
    }),
    defineField({
      name: "controlWeight",
      readOnly: setOnceStarted,
      title: "Share of visits for the page as published (%)",
      type: "number",
      initialValue: 50,
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(99)
          .integer()
          .custom((value, context) => {
            const { variants = [] } = (context.document ?? {}) as Experiment;
            const total = (value ?? 0) + variants.reduce((sum, item) => sum + (item.weight ?? 0), 0);
            return total === 100 ? true : `The shares add up to ${total} %: make them 100 %`;
          }),
    }),
    defineField({
      name: "variants",
      readOnly: setOnceStarted,
      title: "Variants",
      description: "The versions tried against the page as published: the texts left empty keep the page's own",
      type: "array",
      of: [variant],
      validation: (rule) =>
        rule
          .required()
          .min(EXPERIMENT_LIMITS.variants.min)
          .max(EXPERIMENT_LIMITS.variants.max)
          .custom((value: Variant[] | undefined, context) => {
            const { state } = (context.document ?? {}) as Experiment;
            if (state !== "running") return true;
            for (const item of value ?? []) {
              const problem = incompleteVariant(item, partOf(context));
              if (problem) return problem;
            }
            return true;
          }),
    }),
    defineField({
      name: "goal",
      readOnly: setOnceStarted,
      title: "What counts as a conversion",
      type: "string",
      initialValue: "either",
      options: { list: EXPERIMENT_GOALS.map(({ value, title }) => ({ value, title })), layout: "radio" },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "state",
      title: "State",
      type: "string",
      initialValue: "draft",
      readOnly: true,
      description:
        "Started and stopped with the document's actions (Start test, Stop test). Once started, what it tests cannot change: duplicate it to test again",
      options: { list: EXPERIMENT_STATES.map(({ value, title }) => ({ value, title })), layout: "radio" },
    }),
    defineField({ name: "startedAt", title: "Started", type: "datetime", readOnly: true }),
    defineField({ name: "stoppedAt", title: "Stopped", type: "datetime", readOnly: true }),
    defineField({
      name: "keptVersion",
      title: "Version kept",
      type: "string",
      readOnly: true,
      description: "Written by 'Stop and keep a version…': its texts are now the page's own",
    }),
  ],
  preview: {
    select: { title: "name", state: "state", part: "part" },
    prepare: ({ title, state, part }) => ({
      title,
      subtitle: `${EXPERIMENT_STATES.find((item) => item.value === state)?.title ?? "Draft"} · ${
        EXPERIMENT_PARTS.find((item) => item.value === part)?.title ?? ""
      }`,
    }),
  },
});

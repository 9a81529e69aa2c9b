import { createElement, type ComponentType, type ReactNode } from "react";
import {
  defineField,
  type ArrayOfObjectsInputProps,
  type FieldProps,
  type InputProps,
  type Rule,
  type SchemaType,
} from "sanity";
import { filled } from "@shared/translations/translations";
import { LANGUAGES, SOURCE_LANGUAGE, SOURCE_LANGUAGE_NAME } from "./languages";

/*
 * The translated field builders (re-exported by fields.ts, which holds the others): one factory, `translatedField`,
 * keyed by the kind of value, with the options each kind takes listed once (`TRANSLATED_KINDS`); every option has
 * its effect (fields.test.ts builds each one and shows it).
 */

interface Translation {
  language?: string;
  value?: unknown;
}

const languageTitle = (id: string | undefined) => LANGUAGES.find((language) => language.id === id)?.title ?? id;

/** What the rules of a translated field check, beyond English being there and the other languages warned about. */
export interface TranslationLimits {
  /** No value is required, English included. */
  optional?: boolean;
  /** A language's text longer than this is a warning: it may not fit where the site shows it. */
  maxCharacters?: number;
  /** A language's list with fewer items is an error. */
  minItems?: number;
  /** A language's list with more items is an error: the site is laid out for that many. */
  maxItems?: number;
}

/**
 * The rules of a translated field: English is the one required value (`optional` drops that), each other language
 * missing is a warning naming it, a text over `maxCharacters` is a warning (it may not fit), and a list outside
 * `minItems`–`maxItems` in any language is an error (the site is laid out for that many).
 */
export function translationRules(rule: Rule, limits: TranslationLimits = {}) {
  const items = (value: unknown) => (Array.isArray(value) ? (value as Translation[]) : []);
  /** The first language whose value breaks `broken`, as a rule's answer: `message(language)`, or true. */
  const everyLanguage =
    (broken: (value: unknown) => boolean, message: (language: string | undefined) => string) => (value: unknown) => {
      const first = items(value).find((item) => broken(item.value));
      return first ? message(languageTitle(first.language)) : true;
    };
  const listLength = (value: unknown) => (Array.isArray(value) ? value.length : undefined);
  const { optional, maxCharacters, minItems, maxItems } = limits;
  return [
    // (also what marks the field required in the extracted schema, so the site's types and checks know it is there)
    ...(optional ? [] : [rule.required()]),
    rule.custom((value: unknown) => {
      const english = items(value).find((item) => item.language === SOURCE_LANGUAGE);
      return optional || filled(english?.value)
        ? true
        : `Write it in ${SOURCE_LANGUAGE_NAME}: the other languages fall back to it`;
    }),
    rule
      .custom((value: unknown) => {
        if (!items(value).some((item) => filled(item.value))) return true;
        const missing = LANGUAGES.filter(
          (language) =>
            language.id !== SOURCE_LANGUAGE &&
            !items(value).some((item) => item.language === language.id && filled(item.value)),
        );
        return missing.length === 0
          ? true
          : `Not translated into ${missing.map((language) => language.title).join(" or ")} yet: visitors see the ${SOURCE_LANGUAGE_NAME} text there`;
      })
      .warning(),
    ...(minItems === undefined
      ? []
      : [
          rule.custom(
            everyLanguage(
              (value) => (listLength(value) ?? minItems) < minItems,
              (language) => `Give at least ${minItems} ${minItems === 1 ? "item" : "items"} in ${language}`,
            ),
          ),
        ]),
    ...(maxItems === undefined
      ? []
      : [
          rule.custom(
            everyLanguage(
              (value) => (listLength(value) ?? 0) > maxItems,
              (language) =>
                `Give at most ${maxItems} ${maxItems === 1 ? "item" : "items"} in ${language}: the page is laid out for that many`,
            ),
          ),
        ]),
    ...(maxCharacters === undefined
      ? []
      : [
          rule
            .custom(
              everyLanguage(
                (value) => typeof value === "string" && value.length > maxCharacters,
                (language) => `Keep it under ${maxCharacters} characters so it fits (${language})`,
              ),
            )
            .warning(),
        ]),
  ];
}

/** The options of the field builders, each with its one effect. A builder takes those of its kind of value. */
export interface FieldOptions {
  /** Shown under the field's title in the Studio. */
  description?: string;
  /** Drops the required rule (for a translated field: English is no longer required either). */
  optional?: boolean;
  /**
   * A text's length in characters, over which it is a warning (it may not fit); a list's number of items, over
   * which it is an error (the page is laid out for that many). Checked in every language.
   */
  max?: number;
  /** A list's least number of items, in every language (an error below it). Lists default to 1. */
  min?: number;
  /** How many lines tall a text's box is in the Studio (a hint of how long the text should be). */
  rows?: number;
}
type FieldOption = keyof FieldOptions;

/**
 * The kinds of translated value: the type the field is stored as (the plugin's array type for that value type: the
 * value types are the plugin's `fieldTypes` in sanity.config.ts), what `max` and `min` count, and the options the kind
 * takes. The builders take only these options (the types say so), and `translatedField` refuses any other.
 */
const TRANSLATED_KINDS = {
  string: { type: "internationalizedArrayString", counts: "characters", options: ["description", "optional", "max"] },
  text: {
    type: "internationalizedArrayText",
    counts: "characters",
    options: ["description", "optional", "max", "rows"],
  },
  stringList: {
    type: "internationalizedArrayStringList",
    counts: "items",
    options: ["description", "optional", "min", "max"],
  },
  portableText: { type: "internationalizedArrayPortableText", counts: "nothing", options: ["description", "optional"] },
  postBody: { type: "internationalizedArrayPostBody", counts: "nothing", options: ["description", "optional"] },
  announcementText: {
    type: "internationalizedArrayAnnouncementText",
    counts: "nothing",
    options: ["description", "optional"],
  },
} as const satisfies Record<
  string,
  { type: `internationalizedArray${string}`; counts: "characters" | "items" | "nothing"; options: FieldOption[] }
>;

export type TranslatedKind = keyof typeof TRANSLATED_KINDS;
/** The options a kind of translated value takes. */
export type TranslatedOptions<K extends TranslatedKind> = Pick<
  FieldOptions,
  (typeof TRANSLATED_KINDS)[K]["options"][number]
>;

/** The kind, once `options` are known to be all of its own (an option its kind does not take is an error). */
function takesOnly<K extends TranslatedKind>(kind: K, name: string, options: object) {
  const refused = Object.keys(options).filter(
    (option) => !(TRANSLATED_KINDS[kind].options as readonly string[]).includes(option),
  );
  if (refused.length > 0) throw new Error(`${name}: a ${kind} field takes no ${refused.join(" or ")}`);
  return TRANSLATED_KINDS[kind];
}

/**
 * A translated field of a kind of value (the one factory of the translated builders): its description, its rules
 * (`translationRules`: required English unless `optional`, `min` and `max` as the kind counts them), and for a text
 * its box `rows` lines tall.
 */
export function translatedField<K extends TranslatedKind>(
  kind: K,
  name: string,
  title: string,
  options: TranslatedOptions<K> = {} as TranslatedOptions<K>,
) {
  const { type, counts } = takesOnly(kind, name, options);
  const { description, optional, min, max, rows }: FieldOptions = options;
  const limits: TranslationLimits =
    counts === "items"
      ? { optional, minItems: min ?? (optional ? undefined : 1), maxItems: max }
      : { optional, maxCharacters: max };
  return defineField({
    name,
    title,
    type,
    description,
    validation: (rule: Rule) => translationRules(rule, limits),
    ...(rows === undefined ? {} : { components: textareaRows(rows) }),
  });
}

/**
 * The plugin's component for a field of one of its types: a field's own `components` replace its type's, so a
 * field that sets one renders the plugin's through this (its `renderDefault` would skip the plugin: it renders the
 * Studio's built-in component).
 */
function pluginComponent<P extends { schemaType: SchemaType; renderDefault: (props: P) => ReactNode }>(
  part: "field" | "input",
  props: P,
): ReactNode {
  let type = props.schemaType.type;
  while (type && !type.components?.[part]) type = type.type;
  const Component = type?.components?.[part] as ComponentType<P> | undefined;
  return Component ? createElement(Component, props) : props.renderDefault(props);
}

const isText = (type: SchemaType | undefined): boolean => Boolean(type && (type.name === "text" || isText(type.type)));

/**
 * A translated text's box, `rows` lines tall in every language. The plugin renders each language's value with its
 * own value type (`internationalizedArrayTextValue`, shared by every translated text), so the field cannot set the
 * rows on it; instead its input hands the plugin's input a `renderInput` that gives each language's text input a
 * type with these `rows` (the Studio's text input reads them from its type). Nothing stored changes.
 */
export function textareaRows(rows: number) {
  return {
    field: (props: FieldProps) => pluginComponent("field", props),
    input: (props: ArrayOfObjectsInputProps) =>
      pluginComponent("input", {
        ...props,
        renderInput: (input: Omit<InputProps, "renderDefault">) =>
          props.renderInput(
            isText(input.schemaType) ? Object.assign({}, input, { schemaType: { ...input.schemaType, rows } }) : input,
          ),
      } as ArrayOfObjectsInputProps),
  };
}

/** A name, figure or path: one value for every language, with the same options as a translated one. */
function plainStringField(name: string, title: string, options: TranslatedOptions<"string">) {
  takesOnly("string", name, options);
  const { description, optional, max } = options;
  return defineField({
    name,
    title,
    type: "string",
    description,
    validation: (rule) => [
      ...(optional ? [] : [rule.required()]),
      ...(max === undefined ? [] : [rule.max(max).warning(`Keep it under ${max} characters so it fits`)]),
    ],
  });
}

/** A line of text. `max`: characters (a warning over it). */
export function stringField(
  name: string,
  title: string,
  options: TranslatedOptions<"string"> & {
    /** false: one value for every language (names, figures, paths). */
    translated?: boolean;
  } = {},
) {
  const { translated = true, ...rest } = options;
  return translated ? translatedField("string", name, title, rest) : plainStringField(name, title, rest);
}

/** A few sentences. `max`: characters (a warning over it); `rows`: the box's height in the Studio. */
export function textField(name: string, title: string, options: TranslatedOptions<"text"> = {}) {
  return translatedField("text", name, title, options);
}

/** A list of short lines, the same number or not in each language. `min` (default 1) and `max`: items, errors. */
export function stringListField(name: string, title: string, options: TranslatedOptions<"stringList"> = {}) {
  return translatedField("stringList", name, title, options);
}

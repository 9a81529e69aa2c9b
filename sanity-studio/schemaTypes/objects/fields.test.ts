// Run by the Studio check (scripts/check-studio.mjs): `tsx --test`, once the Studio's dependencies are installed.
import assert from "node:assert/strict";
import { test } from "node:test";
import { isValidElement, type ReactElement } from "react";
import type { FieldDefinition, ObjectSchemaType, SchemaType } from "sanity";
import * as fields from "./fields";
import type { TranslatedKind, TranslatedOptions } from "./fields";
import { ICON_OPTIONS } from "./icons";
import { LANGUAGES, SOURCE_LANGUAGE } from "./languages";

/*
 * Every field builder keeps every option it takes: for each builder and each of its options, the field is built with
 * it and the option is shown in effect, through the Studio's own schema (the plugin's types included, as
 * sanity.config.ts registers them) and Sanity's own validation (`validateDocument`). The table of checks is typed
 * by the builders' options, so an option added to a builder without a check here fails the type check, and a
 * builder exported without an entry here fails below.
 */

import { compiled, errors, markers, warnings } from "./fields-harness";

// ---- Values ----

const LANGUAGE_IDS = LANGUAGES.map((language) => language.id);
const OTHER_LANGUAGE = LANGUAGE_IDS.find((id) => id !== SOURCE_LANGUAGE)!;
const VALUE_TYPES: Record<TranslatedKind, string> = {
  string: "internationalizedArrayStringValue",
  text: "internationalizedArrayTextValue",
  stringList: "internationalizedArrayStringListValue",
  portableText: "internationalizedArrayPortableTextValue",
  postBody: "internationalizedArrayPostBodyValue",
  announcementText: "internationalizedArrayAnnouncementTextValue",
};

/** A translated field's value as stored: one entry per language given. */
const translated = (kind: TranslatedKind, values: Record<string, unknown>) =>
  Object.entries(values).map(([language, value]) => ({ _key: language, _type: VALUE_TYPES[kind], language, value }));
/** The same value in every language, then `changes` in some. */
const everywhere = (value: unknown, changes: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(LANGUAGE_IDS.map((id) => [id, value])),
  ...changes,
});
const list = (length: number) => Array.from({ length }, (_, index) => `Point ${index + 1}`);
const paragraph = [
  {
    _type: "block",
    _key: "p1",
    style: "normal",
    markDefs: [],
    children: [{ _type: "span", _key: "s1", text: "Hello", marks: [] }],
  },
];
const SAMPLES: Record<TranslatedKind, unknown> = {
  string: "Hello",
  text: "Hello there.",
  stringList: list(2),
  portableText: paragraph,
  postBody: paragraph,
  announcementText: paragraph,
};

// ---- Checks, one per option, shared by the builders that take it ----

type Check = () => Promise<void>;
type ChecksOf<Options> = { [Option in keyof Options]-?: Check };
type OptionsOf<Builder extends (...args: never[]) => unknown> = NonNullable<Parameters<Builder>[2]>;

const DESCRIPTION = "Shown under the title";

const describes =
  (build: (options: { description: string }) => FieldDefinition): Check =>
  async () => {
    assert.equal(compiled(build({ description: DESCRIPTION })).type.description, DESCRIPTION);
  };

/** `optional`: with it nothing written is no error, and (translated) neither is a translation without English. */
const optionalTranslated =
  (kind: TranslatedKind, build: (options: { optional?: boolean }) => FieldDefinition): Check =>
  async () => {
    const withoutEnglish = translated(kind, { [OTHER_LANGUAGE]: SAMPLES[kind] });
    assert.notDeepEqual(errors(await markers(build({}), undefined)), [], "required without it");
    assert.notDeepEqual(errors(await markers(build({}), withoutEnglish)), [], "English required without it");
    assert.deepEqual(errors(await markers(build({ optional: true }), undefined)), []);
    assert.deepEqual(errors(await markers(build({ optional: true }), withoutEnglish)), []);
  };

const optionalPlain =
  (build: (options: { optional?: boolean }) => FieldDefinition): Check =>
  async () => {
    assert.notDeepEqual(errors(await markers(build({}), undefined)), [], "required without it");
    assert.deepEqual(errors(await markers(build({ optional: true }), undefined)), []);
  };

/** `max` on a text: characters, a warning past them in any language (it may not fit), never an error. */
const maxCharacters =
  (kind: "string" | "text", build: (options: { max?: number }) => FieldDefinition): Check =>
  async () => {
    const field = build({ max: 5 });
    assert.deepEqual(warnings(await markers(field, translated(kind, everywhere("12345")))), []);
    for (const language of LANGUAGE_IDS) {
      const found = await markers(field, translated(kind, everywhere("12345", { [language]: "123456" })));
      assert.deepEqual(errors(found), []);
      assert.match(warnings(found).join("\n"), /under 5 characters/, `too long in ${language}`);
    }
  };

/** `max` on a list: items, an error past them in any language. */
const maxItems =
  (build: (options: { max?: number }) => FieldDefinition): Check =>
  async () => {
    const field = build({ max: 4 });
    assert.deepEqual(errors(await markers(field, translated("stringList", everywhere(list(4))))), []);
    for (const language of LANGUAGE_IDS) {
      const found = await markers(field, translated("stringList", everywhere(list(4), { [language]: list(5) })));
      assert.match(errors(found).join("\n"), /at most 4/, `5 items in ${language}`);
    }
  };

/** `min` on a list: items, an error short of them in any language; lists default to at least 1. */
const minItems =
  (build: (options: { min?: number }) => FieldDefinition): Check =>
  async () => {
    const field = build({ min: 2 });
    assert.deepEqual(errors(await markers(field, translated("stringList", everywhere(list(2))))), []);
    for (const language of LANGUAGE_IDS) {
      const found = await markers(field, translated("stringList", everywhere(list(2), { [language]: list(1) })));
      assert.match(errors(found).join("\n"), /at least 2/, `1 item in ${language}`);
    }
    const empty = translated("stringList", everywhere(list(1), { [OTHER_LANGUAGE]: [] }));
    assert.match(errors(await markers(build({}), empty)).join("\n"), /at least 1/);
  };

/**
 * `rows` on a text: the plugin renders each language's text with its own value type, shared by every translated
 * text, so the field hands the plugin's input a `renderInput` that gives each language's text input a type with
 * the rows (which the Studio's text input reads); the field's frame and input are otherwise the plugin's.
 */
const rows =
  (build: (options: { rows?: number }) => FieldDefinition): Check =>
  async () => {
    const { schema, type } = compiled(build({ rows: 3 }));
    const pluginArray = schema.get("internationalizedArrayText")!;
    const valueType = schema.get("internationalizedArrayTextValue") as ObjectSchemaType;
    const textType = valueType.fields.find((field) => field.name === "value")!.type;
    const input = type.components?.input;
    assert.ok(input && input !== pluginArray.components?.input, "the field has an input of its own");
    assert.ok(type.components?.field, "and keeps the plugin's frame");

    interface Rendered {
      schemaType: SchemaType & { rows?: number };
    }
    interface Props {
      schemaType: SchemaType;
      renderInput: (props: Rendered) => null;
      renderDefault: () => never;
    }
    let rendered: Rendered | undefined;
    const element = (input as (props: Props) => unknown)({
      schemaType: type,
      renderInput: (given) => {
        rendered = given;
        return null;
      },
      renderDefault: () => assert.fail("the plugin's input renders the field, not the Studio's default"),
    });
    assert.ok(isValidElement<Props>(element));
    assert.equal(element.type, pluginArray.components?.input, "the plugin's input renders the languages");
    element.props.renderInput({ schemaType: textType });
    assert.equal(rendered?.schemaType.rows, 3, "each language's text input gets the rows");
    assert.equal(rendered?.schemaType.name, textType.name);
    element.props.renderInput({ schemaType: valueType });
    assert.equal(rendered?.schemaType, valueType, "anything else is rendered as it was");

    const frame = (type.components!.field as (props: unknown) => ReactElement)({
      schemaType: type,
      renderDefault: () => assert.fail("the plugin's frame renders the field"),
    });
    assert.equal(frame.type, pluginArray.components?.field);

    const { type: plain } = compiled(build({}));
    assert.equal(plain.components?.input, pluginArray.components?.input, "without rows, the plugin's own input");
  };

const stringChecks = (build: (options: TranslatedOptions<"string">) => FieldDefinition) => ({
  description: describes(build),
  optional: optionalTranslated("string", build),
  max: maxCharacters("string", build),
});
const textChecks = (build: (options: TranslatedOptions<"text">) => FieldDefinition) => ({
  description: describes(build),
  optional: optionalTranslated("text", build),
  max: maxCharacters("text", build),
  rows: rows(build),
});
const listChecks = (build: (options: TranslatedOptions<"stringList">) => FieldDefinition) => ({
  description: describes(build),
  optional: optionalTranslated("stringList", build),
  min: minItems(build),
  max: maxItems(build),
});
const richChecks = (kind: "portableText" | "postBody" | "announcementText") => {
  const build = (options: TranslatedOptions<typeof kind>) => fields.translatedField(kind, "field", "Field", options);
  return { description: describes(build), optional: optionalTranslated(kind, build) };
};

const iconItems = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    _key: `item${index}`,
    _type: "iconItem",
    icon: ICON_OPTIONS[0]!.value,
    title: translated("string", everywhere("Title")),
    text: translated("text", everywhere("Text.")),
  }));

const CHECKS: {
  stringField: ChecksOf<OptionsOf<typeof fields.stringField>>;
  textField: ChecksOf<OptionsOf<typeof fields.textField>>;
  stringListField: ChecksOf<OptionsOf<typeof fields.stringListField>>;
  translatedField: { [Kind in TranslatedKind]: ChecksOf<TranslatedOptions<Kind>> };
  hrefField: ChecksOf<OptionsOf<typeof fields.hrefField>>;
  linkField: ChecksOf<OptionsOf<typeof fields.linkField>>;
  imageField: ChecksOf<OptionsOf<typeof fields.imageField>>;
  iconItemsField: ChecksOf<OptionsOf<typeof fields.iconItemsField>>;
} = {
  stringField: {
    ...stringChecks((options) => fields.stringField("field", "Field", options)),
    translated: async () => {
      const plain = fields.stringField("field", "Field", { translated: false });
      assert.equal(compiled(plain).type.jsonType, "string");
      assert.deepEqual(await markers(plain, "10 000+"), []);
      assert.equal(compiled(fields.stringField("field", "Field")).type.name, "internationalizedArrayString");
      // and a value for every language keeps the other options
      const build = (options: TranslatedOptions<"string">) =>
        fields.stringField("field", "Field", { ...options, translated: false });
      await describes(build)();
      await optionalPlain(build)();
      assert.match(warnings(await markers(build({ max: 5 }), "123456")).join("\n"), /under 5 characters/);
      assert.deepEqual(warnings(await markers(build({ max: 5 }), "12345")), []);
    },
  },
  textField: textChecks((options) => fields.textField("field", "Field", options)),
  stringListField: listChecks((options) => fields.stringListField("field", "Field", options)),
  translatedField: {
    string: stringChecks((options) => fields.translatedField("string", "field", "Field", options)),
    text: textChecks((options) => fields.translatedField("text", "field", "Field", options)),
    stringList: listChecks((options) => fields.translatedField("stringList", "field", "Field", options)),
    portableText: richChecks("portableText"),
    postBody: richChecks("postBody"),
    announcementText: richChecks("announcementText"),
  },
  hrefField: { description: describes((options) => fields.hrefField("field", "Field", options)) },
  linkField: {
    description: describes((options) => fields.linkField("field", "Field", options)),
    optional: optionalPlain((options) => fields.linkField("field", "Field", options)),
  },
  imageField: {
    description: describes((options) => fields.imageField("field", "Field", options)),
    optional: optionalPlain((options) => fields.imageField("field", "Field", options)),
  },
  iconItemsField: {
    min: async () => {
      const field = fields.iconItemsField("field", "Field", { min: 2 });
      assert.deepEqual(errors(await markers(field, iconItems(2))), []);
      assert.notDeepEqual(errors(await markers(field, iconItems(1))), []);
    },
    max: async () => {
      const field = fields.iconItemsField("field", "Field", { max: 3 });
      assert.deepEqual(errors(await markers(field, iconItems(3))), []);
      assert.notDeepEqual(errors(await markers(field, iconItems(4))), []);
    },
  },
};

/** Builders that take a name and a title only (each with a default). */
const WITHOUT_OPTIONS = ["ctaBlockField", "statsField", "sectionHeadingField"];

for (const [builder, checks] of Object.entries(CHECKS)) {
  const byKind = builder === "translatedField" ? Object.entries(checks) : [["", checks] as const];
  for (const [kind, options] of byKind)
    for (const [option, check] of Object.entries(options as Record<string, Check>))
      test(`${builder}${kind ? `("${kind}")` : ""} keeps \`${option}\``, check);
}

test("every field builder is checked above, option by option", () => {
  const builders = Object.entries(fields)
    .filter(([name, value]) => typeof value === "function" && name.endsWith("Field"))
    .map(([name]) => name)
    .sort();
  assert.deepEqual(builders, [...Object.keys(CHECKS), ...WITHOUT_OPTIONS].sort());
  for (const name of WITHOUT_OPTIONS) {
    const build = fields[name as keyof typeof fields] as (name: string, title: string) => FieldDefinition;
    assert.deepEqual([build("field", "Field").name, build("field", "Field").title], ["field", "Field"]);
  }
});

test("a translated builder refuses an option its kind does not take", () => {
  const refuse = (kind: TranslatedKind, option: string) =>
    assert.throws(
      () => fields.translatedField(kind, "field", "Field", { [option]: 2 } as TranslatedOptions<typeof kind>),
      new RegExp(`takes no ${option}`),
    );
  refuse("string", "rows");
  refuse("string", "min");
  refuse("stringList", "rows");
  refuse("portableText", "max");
  assert.throws(
    () => fields.stringField("field", "Field", { translated: false, rows: 2 } as OptionsOf<typeof fields.stringField>),
    /takes no rows/,
  );
});

import { isDeepStrictEqual } from "node:util";
import js2xliff from "xliff/js2xliff";
import { DEFAULT_LOCALE, type Locale } from "@shared/addresses/locales";
import {
  documentTitle,
  entryState,
  parsePath,
  pathString,
  sourceHash,
  SOURCE_FIELD,
  TRANSLATED_LOCALES,
  translatedFields,
  type PathSegment,
  type RecordedTranslation,
  type TranslatedField,
  type TranslationState,
} from "@shared/translations/translation-status";
import { xmlChars } from "@shared/content/xml";
import { readXliff, XliffError, type Content, type Inline } from "./xliff-read";
import { importName, nameUnit, nameUnitName } from "./xliff-names";
import { OTHER_NAMES_FIELD, type OtherNames } from "@shared/addresses/names";

export { MAX_XLIFF_BYTES, sizeProblem, XliffError } from "./xliff-read";

/*
 * Translations out to translators and back, as XLIFF 2.0 (what translation tools read), written and read by the
 * `xliff` library. A file is one language; a document is a <file> (its id), a translated text a <unit> named by its
 * field's path, with the English as <source>, the current translation (if any) as <target> and a note saying where
 * it is. A list is a unit per item; Portable Text a unit per paragraph, its bold, italics and links kept as inline
 * codes (<pc>), never flattened: on the way back the paragraph's style, list and link addresses come from the
 * current English, so a translator cannot change where a link goes. Written by the `xliff` library (less the
 * characters XML forbids: app/shared/content/xml.ts), read back by xliff-read.ts.
 */

type Document = Record<string, unknown> & { _id: string; _type: string };

interface Span {
  _key?: string;
  _type?: string;
  text?: string;
  marks?: string[];
}
interface Block {
  _key?: string;
  _type?: string;
  children?: Span[];
  markDefs?: { _key: string; _type?: string }[];
  [field: string]: unknown;
}

/** A mark's definition apart from its key: two links to the same place are the same link. */
const withoutKey = ({ _key: _omit, ...rest }: { _key: string }) => JSON.stringify(rest);

const DECORATORS: Record<string, string> = { strong: "xlf:b", em: "xlf:i" };
const LINK_PREFIX = "ihuza:";

const isBlock = (item: unknown): item is Block =>
  Boolean(item) && typeof item === "object" && (item as Block)._type === "block";
const isBlockList = (value: unknown): value is unknown[] => Array.isArray(value) && value.some(isBlock);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * A paragraph's text with its marks as nested inline codes: a link outermost, then bold, then italics. A link is
 * named by its English paragraph's key for the same link (`english`, for a translated paragraph), so that it comes
 * back as that link.
 */
function inlineOf(block: Block, english: Block = block): Inline[] {
  let next = 1;
  const englishKey = new Map(
    (block.markDefs ?? []).map((mark) => [
      mark._key,
      (english.markDefs ?? []).find((theirs) => withoutKey(theirs) === withoutKey(mark))?._key ?? mark._key,
    ]),
  );
  const links = new Set(englishKey.keys());
  return (block.children ?? [])
    .flatMap((span): Inline[] => {
      if (!span.text) return [];
      let content: Inline = span.text;
      const marks = span.marks ?? [];
      for (const decorator of ["em", "strong"]) {
        if (marks.includes(decorator)) {
          content = { Span: { id: "", type: "fmt", subType: DECORATORS[decorator]!, contents: content } };
        }
      }
      const link = marks.find((mark) => links.has(mark));
      if (link) {
        content = {
          Span: { id: "", type: "link", subType: `${LINK_PREFIX}${englishKey.get(link)}`, contents: content },
        };
      }
      return [content];
    })
    .map(function number(inline): Inline {
      if (typeof inline === "string") return inline;
      const contents = inline.Span.contents;
      const id = String(next++);
      return {
        Span: { ...inline.Span, id, contents: Array.isArray(contents) ? contents.map(number) : number(contents) },
      };
    });
}

/**
 * A paragraph's spans from inline content: each code's marks (links only those the English paragraph has); the
 * previous translation's span keys kept where there was one.
 */
function spansOf(content: Content, english: Block, previous?: Block): Span[] {
  const links = new Set((english.markDefs ?? []).map((mark) => mark._key));
  const spans: Span[] = [];
  const visit = (inline: Content | Inline, marks: string[]) => {
    if (Array.isArray(inline)) return inline.forEach((part) => visit(part, marks));
    if (typeof inline === "string") {
      if (inline) spans.push({ _type: "span", text: inline, marks });
      return;
    }
    const { type, subType, contents } = inline.Span;
    const decorator = Object.entries(DECORATORS).find(([, code]) => code === subType)?.[0];
    const link = type === "link" && subType.startsWith(LINK_PREFIX) ? subType.slice(LINK_PREFIX.length) : null;
    const mark = decorator ?? (link && links.has(link) ? link : null);
    visit(contents, mark ? [...marks, mark] : marks);
  };
  visit(content, []);
  return spans.map((span, index) => ({ _key: previous?.children?.[index]?._key ?? `s${index}`, ...span }));
}

/** A translation's paragraphs, in order (the n-th translates the English n-th). */
const translatedBlocks = (value: unknown): Block[] => (isBlockList(value) ? value.filter(isBlock) : []);

/** A translated text as units: the field, each item of a list, each paragraph of Portable Text. */
interface UnitSource {
  path: PathSegment[];
  source: Content;
  target?: Content;
}

function unitsOf(field: TranslatedField, language: Locale): UnitSource[] {
  const english = field.entries.find((entry) => entry.language === DEFAULT_LOCALE)?.value;
  const translated = field.entries.find((entry) => entry.language === language)?.value;
  if (typeof english === "string") {
    return [
      {
        path: field.path,
        source: english,
        target: typeof translated === "string" && translated ? translated : undefined,
      },
    ];
  }
  if (isStringList(english)) {
    const theirs = isStringList(translated) ? translated : [];
    return english.map((item, index) => ({
      path: [...field.path, index],
      source: item,
      target: theirs[index] || undefined,
    }));
  }
  if (isBlockList(english)) {
    const theirs = translatedBlocks(translated);
    return english.filter(isBlock).map((block, index) => ({
      path: [...field.path, { _key: block._key ?? String(index) }],
      source: inlineOf(block),
      target: theirs[index] ? inlineOf(theirs[index]!, block) : undefined,
    }));
  }
  return [];
}

export interface ExportOptions {
  language: Locale;
  /** Only fields in these states (default: every translated field). */
  only?: ReadonlySet<TranslationState>;
}

/** The XLIFF 2.0 file of `documents`' translated texts into one language, and how many units it holds. */
export async function exportXliff(
  documents: Document[],
  options: ExportOptions,
): Promise<{ xml: string; units: number }> {
  const resources: Record<string, Record<string, unknown>> = {};
  let units = 0;
  for (const document of documents) {
    const title = documentTitle(document);
    for (const field of translatedFields(document)) {
      const state = entryState(field, options.language);
      if (options.only && !options.only.has(state)) continue;
      for (const unit of unitsOf(field, options.language)) {
        const file = (resources[document._id] ??= {});
        const name = pathString(unit.path);
        file[`u${Object.keys(file).length + 1}`] = {
          source: unit.source,
          ...(unit.target === undefined ? {} : { target: unit.target }),
          note: `${document._type}${title ? ` “${title}”` : ""} (${document._id}), field ${pathString(field.path)}: ${state}`,
          additionalAttributes: { name },
        };
        units++;
      }
    }
    const address = nameUnit(document, options.language);
    if (address && (!options.only || options.only.has(address.state))) {
      const file = (resources[document._id] ??= {});
      file[`u${Object.keys(file).length + 1}`] = {
        source: address.source,
        ...(address.target === undefined ? {} : { target: address.target }),
        note: address.note,
        additionalAttributes: { name: address.name },
      };
      units++;
    }
  }
  const xml = await js2xliff(
    { sourceLanguage: DEFAULT_LOCALE, targetLanguage: options.language, resources },
    { indent: "" },
  );
  // (a control character pasted into a text would make the whole file one no tool opens)
  return { xml: xmlChars(xml), units };
}

export interface FieldChange {
  documentId: string;
  path: PathSegment[];
  /**
   * The field's new value: a translated field's entries with the imported language's replaced, its source
   * recorded; the `slugs` field with the language's address.
   */
  value: RecordedTranslation[] | OtherNames;
}

export interface ImportResult {
  language: Locale;
  changes: FieldChange[];
  /** Units left out, and why: "<document> <path>: <reason>". */
  skipped: string[];
}

const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
const flat = (content: Content): string =>
  typeof content === "string"
    ? content
    : content.map((part) => (typeof part === "string" ? part : flat([part.Span.contents].flat()))).join("");

/**
 * What an XLIFF file changes in `documents` (by id): each field whose every unit has a translation and whose English
 * is still what was exported. A file that is not XLIFF 2 from English into one of the site's languages, or that splits
 * a unit into several segments, is refused as a whole (XliffError).
 */
export async function importXliff(xml: string, documents: ReadonlyMap<string, Document>): Promise<ImportResult> {
  const parsed = readXliff(xml);
  if (parsed.sourceLanguage !== DEFAULT_LOCALE) {
    throw new XliffError(`its source language is ${parsed.sourceLanguage ?? "not given"}, not ${DEFAULT_LOCALE}`);
  }
  const language = TRANSLATED_LOCALES.find((locale) => locale === parsed.targetLanguage);
  if (!language) {
    throw new XliffError(
      `its target language is ${parsed.targetLanguage ?? "not given"}, not one of ${TRANSLATED_LOCALES.join(", ")}`,
    );
  }

  const changes: FieldChange[] = [];
  const skipped: string[] = [];
  const namesTaken = new Map<string, Map<string, string>>();
  for (const [documentId, file] of parsed.files) {
    const document = documents.get(documentId);
    if (!document) {
      skipped.push(`${documentId}: no such document`);
      continue;
    }
    const fields = translatedFields(document);
    // The units of each field, by its path.
    const byField = new Map<TranslatedField, Map<string, Content>>();
    // (a field one of whose parts changed in English is left out whole)
    const changed = new Set<TranslatedField>();
    for (const unit of file) {
      const name = unit.name;
      if (unit.problem) {
        skipped.push(`${documentId} ${name || "(a unit without a name)"}: ${unit.problem}`);
        continue;
      }
      if (name === nameUnitName(language) && nameUnit(document, language)) {
        const target = unit.target === undefined ? "" : flat(unit.target).trim();
        if (!target) continue;
        const named = importName(document, language, target, documents, namesTaken);
        if ("problem" in named) skipped.push(`${documentId} ${name}: ${named.problem}`);
        else changes.push({ documentId, path: [OTHER_NAMES_FIELD], value: named.value });
        continue;
      }
      const path = parsePath(name);
      const field = path && fields.find((candidate) => same(candidate.path, path.slice(0, candidate.path.length)));
      const current = field && unitsOf(field, language).find((candidate) => same(candidate.path, path));
      if (!field || !current) {
        skipped.push(`${documentId} ${name || "(a unit without a name)"}: no such translated text`);
        continue;
      }
      // (the export left out the characters XML forbids: the English is compared without them too)
      if (!same(unit.source, current.source) && flat(unit.source ?? "") !== xmlChars(flat(current.source))) {
        skipped.push(`${documentId} ${name}: the English changed since the export`);
        changed.add(field);
        continue;
      }
      const target = unit.target;
      if (target === undefined || flat(target).trim() === "") continue;
      if (!byField.has(field)) byField.set(field, new Map());
      byField.get(field)!.set(name, target);
    }
    for (const [field, targets] of byField) {
      if (changed.has(field)) continue;
      const expected = unitsOf(field, language);
      const english = field.entries.find((entry) => entry.language === DEFAULT_LOCALE)!;
      const where = `${documentId} ${pathString(field.path)}`;
      const missing = expected.filter((unit) => !targets.has(pathString(unit.path)));
      if (missing.length) {
        skipped.push(`${where}: ${missing.length} of its ${expected.length} parts have no translation`);
        continue;
      }
      const target = (unit: UnitSource) => targets.get(pathString(unit.path))!;
      let value: unknown;
      if (typeof english.value === "string") value = flat(target(expected[0]!));
      else if (isStringList(english.value)) value = expected.map((unit) => flat(target(unit)));
      const previous = field.entries.find((entry) => entry.language === language);
      if (isBlockList(english.value)) {
        const before = translatedBlocks(previous?.value);
        // (what is not a paragraph, such as a picture with its alternative text, stays as the translation had it)
        const others = Array.isArray(previous?.value) ? previous.value.filter((item) => !isBlock(item)) : [];
        let next = 0;
        let other = 0;
        value = english.value.map((item) => {
          if (!isBlock(item)) return others[other++] ?? item;
          const at = next++;
          // The English paragraph's links, under the keys the translation already gave the same links.
          const ownKey = new Map(
            (item.markDefs ?? []).map((mark) => [
              mark._key,
              (before[at]?.markDefs ?? []).find((theirs) => withoutKey(theirs) === withoutKey(mark))?._key ?? mark._key,
            ]),
          );
          const children = spansOf(target(expected[at]!), item, before[at]).map((span) => ({
            ...span,
            marks: (span.marks ?? []).map((mark) => ownKey.get(mark) ?? mark),
          }));
          const markDefs = item.markDefs?.map((mark) => ({ ...mark, _key: ownKey.get(mark._key)! }));
          return { ...item, _key: before[at]?._key ?? item._key, ...(markDefs ? { markDefs } : {}), children };
        });
      }
      const entry: RecordedTranslation = {
        ...(previous ?? { _key: language, _type: english._type }),
        language,
        value,
        [SOURCE_FIELD]: sourceHash(english.value),
      };
      const entries = previous
        ? field.entries.map((candidate) => (candidate === previous ? entry : candidate))
        : [...field.entries, entry];
      changes.push({ documentId, path: field.path, value: entries });
    }
  }
  return { language, changes, skipped };
}

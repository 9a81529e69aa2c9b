import { xml2js, type Element } from "xml-js";

/*
 * Reading a translator's XLIFF 2 file: what `importXliff` (xliff.ts) needs of it, and nothing else. Read with xml-js
 * (a strict SAX parser, one pass: linear in the file's size), into maps and arrays only, so no name in the file can
 * reach an object's prototype (`<unit id="__proto__">`), with the spaces between two inline codes kept. The `xliff`
 * library's reader is not used: it drops those spaces, loses the text of a <mrk>, fails on <ph>, <sc> and <ec> with a
 * TypeError, and a childless `__proto__` unit set Object.prototype.additionalAttributes (issue 46).
 */

/** The largest file read: a full export of the bundled dataset into one language is about 1 MB. */
export const MAX_XLIFF_BYTES = 10 * 1024 * 1024;

/** Why a file of `bytes` is not read (over MAX_XLIFF_BYTES), or null. */
export function sizeProblem(bytes: number): string | null {
  if (bytes <= MAX_XLIFF_BYTES) return null;
  const size = `${(bytes / 2 ** 20).toFixed(1)} MB`;
  return `the file is ${size}, over the ${MAX_XLIFF_BYTES / 2 ** 20} MB read: export one language, or fewer documents`;
}

/** Inline content: text, and paired codes (<pc>, or <sc>…<ec> in one container) as spans. */
export type Inline = string | { Span: { id: string; type: string; subType: string; contents: Inline | Inline[] } };
export type Content = string | Inline[];

export interface ReadUnit {
  /** Its `name` attribute: the field's path in the document. */
  name: string;
  source?: Content;
  target?: Content;
  /** Why its text cannot be read (an inline element that is not read here), if so. */
  problem?: string;
}

export interface ReadFile {
  sourceLanguage?: string;
  targetLanguage?: string;
  /** Each <file id> and its units, in order. */
  files: Map<string, ReadUnit[]>;
}

/** A file that cannot be imported at all: its one-line reason. */
export class XliffError extends Error {}

const attribute = (element: Element, name: string): string | undefined => {
  const value = element.attributes?.[name];
  return Object.hasOwn(element.attributes ?? {}, name) && value !== undefined ? String(value) : undefined;
};
const children = (element: Element): Element[] => element.elements ?? [];
const named = (element: Element, name: string) =>
  children(element).filter((child) => child.type === "element" && child.name === name);

/** An inline element this reader does not take, with the unit's reason. */
class Unreadable extends Error {}

/** How deep codes and groups may nest (ours nest three deep: a link, bold, italics); deeper is not a translation. */
const MAX_DEPTH = 32;

/**
 * Inline content as spans: text, <pc> (a paired code), <sc>…<ec> in the same container (the same code written as a
 * start and an end: a tool's way of writing <pc>), <mrk> (an annotation: its text kept). A placeholder (<ph>), a
 * code point (<cp>) or a start or end code without its other half is not read: the unit is left out.
 */
function inlineOf(nodes: Element[], depth = 0): Inline[] {
  if (depth > MAX_DEPTH) throw new Unreadable(`codes nested more than ${MAX_DEPTH} deep`);
  const out: Inline[] = [];
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index]!;
    if (node.type === "text" || node.type === "cdata") {
      const text = String(node.type === "text" ? node.text : node.cdata);
      if (text) out.push(text);
      continue;
    }
    if (node.type !== "element") continue;
    const span = (contents: Element[]): Inline => ({
      Span: {
        id: attribute(node, "id") ?? "",
        type: attribute(node, "type") ?? "",
        subType: attribute(node, "subType") ?? "",
        contents: inlineOf(contents, depth + 1),
      },
    });
    switch (node.name) {
      case "pc":
        out.push(span(children(node)));
        break;
      case "mrk":
        out.push(...inlineOf(children(node), depth + 1));
        break;
      case "sc": {
        const id = attribute(node, "id");
        const end = id === undefined ? undefined : endsOf(nodes).get(id);
        if (end === undefined || end < index) {
          throw new Unreadable("a start code (<sc>) without its end (<ec>) in the same place");
        }
        out.push(span(nodes.slice(index + 1, end)));
        index = end;
        break;
      }
      case "ec":
        throw new Unreadable("an end code (<ec>) without its start (<sc>) in the same place");
      case "ph":
        throw new Unreadable("a placeholder (<ph>) the English does not have");
      default:
        throw new Unreadable(`an inline element <${node.name}> that is not read here`);
    }
  }
  return out;
}

/** Where each end code (<ec startRef>) of a list of nodes is, by the start it closes: one pass over the list. */
const ENDS = new WeakMap<Element[], Map<string, number>>();
function endsOf(nodes: Element[]): Map<string, number> {
  let ends = ENDS.get(nodes);
  if (!ends) {
    ends = new Map();
    for (const [at, node] of nodes.entries()) {
      const ref = node.name === "ec" ? attribute(node, "startRef") : undefined;
      if (ref !== undefined && !ends.has(ref)) ends.set(ref, at);
    }
    ENDS.set(nodes, ends);
  }
  return ends;
}

/** A <source> or <target> as content: plain text as a string, else its inline parts. */
function contentOf(element: Element | undefined): Content | undefined {
  if (!element) return undefined;
  const parts = inlineOf(children(element));
  return parts.every((part) => typeof part === "string") ? parts.join("") : parts;
}

function unitOf(unit: Element): ReadUnit {
  const name = attribute(unit, "name") ?? "";
  const segments = named(unit, "segment");
  if (segments.length > 1) {
    throw new XliffError("a unit is split into several segments: join them into one (one segment a unit)");
  }
  const [segment] = segments;
  try {
    return {
      name,
      source: segment && contentOf(named(segment, "source")[0]),
      target: segment && contentOf(named(segment, "target")[0]),
    };
  } catch (error) {
    if (error instanceof Unreadable) return { name, problem: `its text holds ${error.message}` };
    throw error;
  }
}

/** The units of a <file> or <group>, groups read through. */
function unitsOf(container: Element, depth = 0): ReadUnit[] {
  if (depth > MAX_DEPTH) throw new XliffError(`its groups are nested more than ${MAX_DEPTH} deep`);
  return children(container).flatMap((child) =>
    child.name === "unit" ? [unitOf(child)] : child.name === "group" ? unitsOf(child, depth + 1) : [],
  );
}

/**
 * The file less its XML declaration (`<?xml version="1.0" encoding="UTF-8"?>`, which says nothing the reader needs).
 * Any other processing instruction, and a DOCTYPE, are refused: XLIFF has neither, and xml-js reads an
 * instruction's body with a pattern that takes time growing with the square of its length.
 */
function withoutDeclaration(xml: string): string {
  const text = xml.replace(/^\uFEFF/, "");
  let body = text;
  if (text.startsWith("<?xml")) {
    const end = text.indexOf("?>");
    if (end < 0 || end > 200) throw new XliffError("its XML declaration (<?xml …?>) is not one");
    body = text.slice(end + 2);
  }
  if (body.includes("<?")) throw new XliffError("it holds a processing instruction (<?…?>), which XLIFF has none of");
  if (body.includes("<!DOCTYPE")) throw new XliffError("it holds a DOCTYPE, which XLIFF has none of");
  return body;
}

/** An XLIFF 2 file as the importer reads it; anything else is refused whole (XliffError, one line). */
export function readXliff(xml: string): ReadFile {
  const tooLarge = sizeProblem(Buffer.byteLength(xml));
  if (tooLarge) throw new XliffError(tooLarge);
  const body = withoutDeclaration(xml);
  // (what is not XLIFF from its first element on is refused before the parser reads a megabyte of it)
  if (!/^\s*(<!--|<xliff[\s>])/.test(body.slice(0, 1024))) {
    throw new XliffError("not an XLIFF file (it does not begin with <xliff>)");
  }
  let document: Element;
  try {
    document = xml2js(body, { compact: false, captureSpacesBetweenElements: true }) as Element;
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0];
    if (!xml.includes("<xliff")) throw new XliffError("not an XLIFF file (no <xliff> element)");
    throw new XliffError(`the file is not well-formed XLIFF (it may be cut off): ${reason}`);
  }
  const root = named(document, "xliff")[0];
  if (!root) throw new XliffError("not an XLIFF file (no <xliff> element)");
  const version = attribute(root, "version");
  if (!version?.startsWith("2.")) {
    throw new XliffError(`XLIFF ${version ?? "without a version"} is not read here: export XLIFF 2.0`);
  }
  // (the parser stops where the text does: a file cut short would read as one with fewer units)
  if (!xml.trimEnd().endsWith("</xliff>")) {
    throw new XliffError("the file is cut off (it does not end with </xliff>)");
  }
  const files = new Map<string, ReadUnit[]>();
  for (const file of named(root, "file")) {
    const id = attribute(file, "id") ?? "";
    const units = files.get(id) ?? [];
    for (const unit of unitsOf(file)) units.push(unit);
    files.set(id, units);
  }
  return { sourceLanguage: attribute(root, "srcLang"), targetLanguage: attribute(root, "trgLang"), files };
}

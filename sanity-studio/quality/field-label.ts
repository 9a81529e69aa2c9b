import type { SchemaType } from "sanity";
import type { Finding } from "@shared/quality/quality";

/*
 * A finding's field in the words the Studio's form uses ("Cover image › Alternative text"), not its path's keys: the
 * titles of the fields and of the items (a block, a hero) along the path, read from the schema and the document.
 * A translated field's entry and its value are the language's, which the finding names already.
 */

type Node = { name?: string; title?: string; fields?: Field[]; of?: SchemaType[]; type?: Node; jsonType?: string };
type Field = { name: string; type: Node };

const fieldsOf = (type: Node | undefined): Field[] | undefined => type?.fields ?? type?.type?.fields;
const membersOf = (type: Node | undefined): SchemaType[] | undefined => type?.of ?? type?.type?.of;
const isTranslated = (type: Node | undefined) => Boolean(type?.name?.startsWith("internationalizedArray"));

export function fieldLabel(documentType: SchemaType, document: unknown, segments: Finding["segments"]): string {
  const titles: string[] = [];
  let type: Node | undefined = documentType as Node;
  let value: unknown = document;
  for (const step of segments) {
    if (!type) break;
    if (typeof step === "string") {
      const field: Field | undefined = fieldsOf(type)?.find((candidate) => candidate.name === step);
      if (!field) break;
      // (a translated entry's `value` is its language's text, and a text's links are its marks: no title of their own)
      if (!(isTranslated(type) && step === "value") && step !== "markDefs") titles.push(field.type.title ?? step);
      type = field.type;
      value = (value as Record<string, unknown> | undefined)?.[step];
      continue;
    }
    const item =
      typeof step === "number"
        ? (value as unknown[] | undefined)?.[step]
        : (value as { _key?: string }[] | undefined)?.find((entry) => entry?._key === step._key);
    const itemType = (item as { _type?: string } | undefined)?._type;
    const member = membersOf(type)?.find((candidate) => candidate.name === itemType) as Node | undefined;
    if (member && !isTranslated(member) && !isTranslated(type)) titles.push(member.title ?? itemType ?? "");
    type = member;
    value = item;
  }
  return titles.filter(Boolean).join(" › ");
}

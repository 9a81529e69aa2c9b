/**
 * French punctuation spacing: a no-break space before a colon and inside « guillemets », a narrow no-break space
 * before ; ! ? (the Imprimerie nationale's rules). The texts are written with plain spaces, by the team in the
 * dictionary and by editors in the Studio; only a space that is already there is replaced, so times (10:30),
 * addresses (https://) and English-style text are left alone. A line can then never start with "?" or ":".
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ :/g, "\u00a0:")
    .replace(/ ([;!?])/g, "\u202f$1")
    .replace(/« /g, "«\u00a0")
    .replace(/ »/g, "\u00a0»");
}

/** Every string inside a value (a dictionary, a field's entry with its Portable Text), set by `typeset`. */
export function typesetAll<T>(value: T, typeset: (text: string) => string): T {
  if (typeof value === "string") return typeset(value) as T;
  if (Array.isArray(value)) return value.map((item) => typesetAll(item, typeset)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, typesetAll(item, typeset)])) as T;
  return value;
}

/** Every string inside a value, spaced the French way. */
export const withFrenchSpacing = <T>(value: T): T => typesetAll(value, frenchSpacing);

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

/** Every string inside a value (a dictionary, a field's French entry with its Portable Text), spaced as above. */
export function withFrenchSpacing<T>(value: T): T {
  if (typeof value === "string") return frenchSpacing(value) as T;
  if (Array.isArray(value)) return value.map((item) => withFrenchSpacing(item)) as T;
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFrenchSpacing(item)])) as T;
  return value;
}

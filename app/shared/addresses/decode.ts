/** `decodeURIComponent`, or null where the text has a malformed escape (`%zz`, a cut UTF-8 sequence). */
export function decodeOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

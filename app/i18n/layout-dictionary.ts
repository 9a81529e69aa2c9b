import type { Dictionary } from "@shared/dictionaries/en";

/*
 * The dictionary a page's layout reads (the root loader sends it; useT hands it to components), and what the server
 * reads of it: plain types and functions, no hooks, so `.server` modules and components alike can use them.
 */

export type LayoutDictionary = Omit<Dictionary, "chat" | "searchPage" | "machine">;

/** A page's names (title, description, navigation label) from the dictionary, by its path in the registry. */
export function pageText(
  t: LayoutDictionary,
  path: string,
): { title: string; description: string; nav: string } | undefined {
  return (t.pages as Record<string, { title: string; description: string; nav: string }>)[path];
}

import { content } from "~/content/content.server";
import { loadSearchSources, SEARCHED_TYPES } from "./corpus";
import { SiteSearch } from "./site-search";

/** This server process's site search (./site-search.ts), fed by its content layer and following its changes. */
export const siteSearch = new SiteSearch(() =>
  loadSearchSources((query, params) => content.fetch(query, params as Record<string, string>)),
);

content.onChange(({ types }) => {
  if (types.includes("*") || types.some((type) => SEARCHED_TYPES.includes(type))) void siteSearch.refresh();
});
void siteSearch.refresh();

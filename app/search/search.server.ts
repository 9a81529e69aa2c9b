import { content } from "~/content/layer/content.server";
import { loadSearchSources } from "./corpus";
import { SiteSearch } from "./site-search";

/** This server process's site search (./site-search.ts), fed by its content layer and following its changes. */
export const siteSearch = new SiteSearch(() =>
  loadSearchSources((query, params) => content.fetch(query, params as Record<string, string>)),
);

siteSearch.follow((listener) => content.onChange(listener));
void siteSearch.refresh();

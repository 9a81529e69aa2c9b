import { useEffect, useState } from "react";
import { useClient } from "sanity";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";
import { SOURCE_TEXT_TYPE } from "@shared/translations/translation-status";
import { SITE_WRITTEN_TYPES } from "./schemaTypes";

/**
 * Every document editors write, drafts included: not the Studio's own, not a release's versions, not what the site
 * writes (leads), not the kept English texts of translations. What the Translations and Quality views read.
 */
export const EDITORS_DOCUMENTS = `*[!(_id in path("_.**")) && !(_id in path("versions.**")) && !(_type match "sanity.*") && !(_type in ${JSON.stringify([...SITE_WRITTEN_TYPES, SOURCE_TEXT_TYPE])})]`;

/** A document as the desk's views read it. */
export type LiveDocument = Record<string, unknown> & { _id: string; _type: string };

/**
 * The documents a query finds, read in `perspective` and read again (a moment after the last change) whenever one of
 * them changes: the desk's Translations and Quality views. Null until the first answer; an empty list when the
 * Content Lake cannot be read.
 */
export function useLiveDocuments(query: string, perspective: "drafts" | "raw"): LiveDocument[] | null {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const [documents, setDocuments] = useState<LiveDocument[] | null>(null);
  useEffect(() => {
    const reader = client.withConfig({ perspective });
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      reader
        .fetch<LiveDocument[]>(query)
        .then((result) => live && setDocuments(result))
        .catch(() => live && setDocuments([]));
    void load();
    const subscription = client
      .listen(query, {}, { includeResult: false, visibility: "query", events: ["mutation"] })
      .subscribe(() => {
        clearTimeout(timer);
        timer = setTimeout(load, 300);
      });
    return () => {
      live = false;
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [client, query, perspective]);
  return documents;
}

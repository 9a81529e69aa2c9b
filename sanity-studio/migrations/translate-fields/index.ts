import { isDeepStrictEqual } from "node:util";
import { at, defineMigration, set } from "sanity/migrate";
import { schemaTypes } from "../../schemaTypes";
import { translateDocument, type TypeDefinition } from "./translate";

/**
 * Moves a dataset written before the site had three languages (docs/decisions/008-three-languages.md) to the
 * translated shape: each text the schema translates becomes its English entry. French and Kinyarwanda are then
 * written in the Studio, which warns about each missing one. Run from sanity-studio/:
 *   npx sanity migration run translate-fields                 (a dry run: lists what would change)
 *   npx sanity migration run translate-fields --no-dry-run    (writes it, in batches, drafts included)
 * Documents already translated are left alone, so running it twice changes nothing.
 */
export default defineMigration({
  title: "Translated fields: plain texts become their English entry",
  migrate: {
    document(document) {
      const translated = translateDocument(document, schemaTypes as unknown as TypeDefinition[]);
      if (!translated) return undefined;
      return Object.keys(translated)
        .filter((key) => !key.startsWith("_") && !isDeepStrictEqual(translated[key], document[key]))
        .map((key) => at(key, set(translated[key])));
    },
  },
});

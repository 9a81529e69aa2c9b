import { isDeepStrictEqual } from "node:util";
import { at, defineMigration, set } from "sanity/migrate";
import { withSourcesRecorded } from "@shared/translations/translation-status";

/**
 * Gives every French and Kinyarwanda text of a dataset written before translations recorded their source
 * (docs/decisions/014-translation-status.md) today's English as the text it was translated from: the Studio then
 * starts with nothing marked out of date, and marks what changes from now on. Run from sanity-studio/:
 *   npx sanity migration run record-translation-sources                 (a dry run: lists what would change)
 *   npx sanity migration run record-translation-sources --no-dry-run    (writes it, in batches, drafts included)
 * Texts that already have a record are left alone, so running it twice changes nothing.
 */
export default defineMigration({
  title: "Translations: record today's English as the source of each French and Kinyarwanda text",
  migrate: {
    document(document) {
      const recorded = withSourcesRecorded(document as Record<string, unknown>);
      if (!recorded) return undefined;
      return Object.keys(recorded)
        .filter((key) => !key.startsWith("_") && !isDeepStrictEqual(recorded[key], document[key]))
        .map((key) => at(key, set(recorded[key])));
    },
  },
});

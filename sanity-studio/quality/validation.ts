import type { Rule, SanityDocument, ValidationContext } from "sanity";
import { LOCALE_INFO } from "@shared/addresses/locales";
import {
  checkDocument,
  imageAssetIds,
  servedPaths,
  siteNameIn,
  type Finding,
  type Level,
  type QualityContext,
} from "@shared/quality/quality";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";
import { readImageSizes } from "./image-sizes";

/*
 * The content quality rules (app/shared/quality/quality.ts) as every document's validation: an error blocks Publish with
 * its message at its field, a warning shows there. What the rules read of the rest of the dataset (which pages are
 * published, which addresses the site serves) is read once every few seconds at most, so typing stays fast; an
 * image's size once (image-sizes.ts).
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** The published documents, as far as the rules read them (not drafts, not a release's versions). */
const DATASET = `*[!(_id in path("drafts.**")) && !(_id in path("versions.**")) && !(_id in path("_.**")) && !(_type match "sanity.*")]{
  _id, _type, path, slug, slugs, from, enabled, siteName
}`;
const FRESH_MS = 5_000;
/** Without the dataset (no Content Lake to ask), the rules about links wait; the others run. */
const OFFLINE: QualityContext = { published: null, served: null };
let dataset: { at: number; value: Promise<QualityContext> } | null = null;

function datasetContext(context: ValidationContext): Promise<QualityContext> {
  if (dataset && Date.now() - dataset.at < FRESH_MS) return dataset.value;
  const value = context
    .getClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
    .fetch<Doc[]>(DATASET)
    .then((documents) => ({
      published: new Map(documents.map((document) => [document._id, document])),
      served: servedPaths(documents),
      siteName: siteNameIn(documents),
    }))
    // (no Content Lake to ask: the next check asks again)
    .catch(() => {
      dataset = null;
      return OFFLINE;
    });
  dataset = { at: Date.now(), value };
  return value;
}

/** The last document checked and its findings: the error and the warning validators read the same. */
let last: { document: unknown; findings: Promise<Finding[]> } | null = null;

function findingsOf(document: SanityDocument, context: ValidationContext): Promise<Finding[]> {
  if (last?.document === document) return last.findings;
  const client = context.getClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const findings = Promise.all([datasetContext(context), readImageSizes(client, imageAssetIds(document))]).then(
    ([dataset, imageBytes]) =>
      checkDocument({ ...(document as Doc), _id: document._id.replace(/^drafts\./, "") }, { ...dataset, imageBytes }),
  );
  last = { document, findings };
  return findings;
}

async function markers(document: SanityDocument | undefined, context: ValidationContext, level: Level) {
  if (!document) return true;
  const found = (await findingsOf(document, context)).filter((finding) => finding.level === level);
  if (found.length === 0) return true;
  return found.map((finding) => ({
    message: `${finding.message}${finding.language ? ` (${LOCALE_INFO[finding.language].name})` : ""}`,
    path: finding.segments,
  }));
}

/** The rules as a document type's validation, added to what the type validates itself. */
export const qualityValidation = (rule: Rule) => [
  rule.custom((document, context) => markers(document as SanityDocument | undefined, context, "error")),
  rule.custom((document, context) => markers(document as SanityDocument | undefined, context, "warning")).warning(),
];

import { Card, Heading, Stack, Text } from "@sanity/ui";
import { DeskView } from "../desk-view";
import { useEffect, useMemo, useState } from "react";
import { useClient, useSchema } from "sanity";
import { IntentLink } from "sanity/router";
import { checkDataset, imageAssetIds, RULES, type Finding } from "@shared/quality/quality";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";
import { fieldLabel } from "./field-label";
import { readImageSizes } from "./image-sizes";
import { documentTitle, pathString } from "@shared/translations/translation-status";
import { LANGUAGES } from "../schemaTypes/objects/languages";
import { EDITORS_DOCUMENTS, useLiveDocuments } from "../live-documents";

/*
 * The desk's "Quality" view: per language, the documents the content quality rules (app/shared/quality/quality.ts) find
 * something in, errors first, with counts; each finding opens its document at its field. It reads the editors'
 * drafts (what Publish would publish) and reads again whenever a document changes, as the Translations view does.
 */

/** The groups shown: each language, then what is the same in every language (an image's size, a page's opening). */
const GROUPS = [...LANGUAGES, { id: null, title: "Every language" }];

export function QualityView() {
  const schema = useSchema();
  const documents = useLiveDocuments(EDITORS_DOCUMENTS, "raw");
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const [imageBytes, setImageBytes] = useState<(assetId: string) => number | null>();
  useEffect(() => {
    let live = true;
    if (documents)
      void readImageSizes(client, imageAssetIds(documents)).then((read) => live && setImageBytes(() => read));
    return () => {
      live = false;
    };
  }, [client, documents]);
  const groups = useMemo(() => {
    const findings = documents ? checkDataset(documents, imageBytes) : [];
    const byId = new Map((documents ?? []).map((document) => [document._id, document]));
    return GROUPS.map((group) => {
      const rows = new Map<string, Finding[]>();
      for (const finding of findings.filter((entry) => entry.language === group.id))
        rows.set(finding.documentId, [...(rows.get(finding.documentId) ?? []), finding]);
      const list = [...rows].map(([id, found]) => ({
        document: byId.get(`drafts.${id}`) ?? byId.get(id) ?? { _id: id, _type: found[0]!.documentType },
        found: found.sort((a, b) => (a.level === b.level ? 0 : a.level === "error" ? -1 : 1)),
        errors: found.filter((finding) => finding.level === "error").length,
      }));
      list.sort((a, b) => b.errors - a.errors || b.found.length - a.found.length);
      const errors = list.reduce((sum, row) => sum + row.errors, 0);
      const all = list.reduce((sum, row) => sum + row.found.length, 0);
      return { ...group, list, errors, warnings: all - errors };
    });
  }, [documents, imageBytes]);

  return (
    <DeskView
      loading={!documents}
      intro={
        <>
          What the content rules find, per language: an error blocks Publish until it is fixed; a warning is worth
          fixing (docs/editors.md says why each rule matters). Open a finding to go to its field. `npm run
          content:check` runs the same rules over the whole dataset.
        </>
      }
    >
      {groups.map(({ id, title, list, errors, warnings }) => (
        <Stack key={id ?? "all"} space={3} data-testid={`quality-${id ?? "all"}`}>
          <Heading as="h2" size={1}>
            {title}: {errors} error{errors === 1 ? "" : "s"}, {warnings} warning{warnings === 1 ? "" : "s"}
          </Heading>
          {list.length === 0 ? (
            <Text size={1} muted>
              Nothing to fix.
            </Text>
          ) : (
            <Stack space={2}>
              {list.map(({ document, found }) => (
                <Card key={document._id} padding={3} radius={2} border data-testid="quality-row">
                  <Stack space={3}>
                    <Text size={1} weight="semibold">
                      {documentTitle(document) ?? document._id}{" "}
                      <span style={{ fontWeight: "normal" }}>
                        · {schema.get(document._type)?.title ?? document._type}
                      </span>
                    </Text>
                    {found.map((finding, index) => (
                      <Card
                        key={`${finding.rule}-${finding.path}-${index}`}
                        as={IntentLink}
                        intent="edit"
                        params={{
                          id: document._id.replace(/^drafts\./, ""),
                          type: document._type,
                          path: pathString(finding.segments),
                        }}
                        padding={2}
                        radius={2}
                        tone={finding.level === "error" ? "critical" : "caution"}
                        style={{ textDecoration: "none" }}
                        title={`${RULES[finding.rule]} (${finding.path})`}
                        data-testid="quality-finding"
                      >
                        <Text size={1}>
                          {finding.level === "error" ? "Error" : "Warning"} ·{" "}
                          {fieldLabel(schema.get(document._type)!, document, finding.segments) || finding.path}:{" "}
                          {finding.message}
                        </Text>
                      </Card>
                    ))}
                  </Stack>
                </Card>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </DeskView>
  );
}

import { Card, Heading, Stack, Text } from "@sanity/ui";
import { DeskView } from "../desk-view";
import { useMemo } from "react";
import { useSchema } from "sanity";
import { IntentLink } from "sanity/router";
import { documentStatus, documentTitle, TRANSLATED_LOCALES } from "@shared/translations/translation-status";
import { LANGUAGES, SOURCE_LANGUAGE_NAME } from "../schemaTypes/objects/languages";
import { EDITORS_DOCUMENTS, useLiveDocuments } from "../live-documents";

/*
 * The desk's "Translations" view: per language, the documents with missing or out-of-date translations
 * (app/shared/translations/translation-status.ts), with counts, each opening its document. It reads drafts as the editors see
 * them, and reads again whenever a document changes.
 */

export function TranslationsView() {
  const schema = useSchema();
  const documents = useLiveDocuments(EDITORS_DOCUMENTS, "drafts");

  const languages = useMemo(
    () =>
      TRANSLATED_LOCALES.map((language) => {
        const rows = (documents ?? []).flatMap((document) => {
          const { missing, stale } = documentStatus(document)[language];
          return missing.length + stale.length ? [{ document, missing, stale }] : [];
        });
        rows.sort((a, b) => b.missing.length + b.stale.length - (a.missing.length + a.stale.length));
        return {
          language,
          title: LANGUAGES.find((entry) => entry.id === language)?.title ?? language,
          rows,
          missing: rows.reduce((sum, row) => sum + row.missing.length, 0),
          stale: rows.reduce((sum, row) => sum + row.stale.length, 0),
        };
      }),
    [documents],
  );

  return (
    <DeskView
      loading={!documents}
      intro={
        <>
          What visitors read in another language than {SOURCE_LANGUAGE_NAME}: a missing text shows the{" "}
          {SOURCE_LANGUAGE_NAME} one; an out-of-date one still shows, though the {SOURCE_LANGUAGE_NAME} has changed
          since. Open a document to translate it, or hand the texts to a translator (npm run translations).
        </>
      }
    >
      {languages.map(({ language, title, rows, missing, stale }) => (
        <Stack key={language} space={3} data-testid={`translations-${language}`}>
          <Heading as="h2" size={1}>
            {title}: {missing} missing, {stale} out of date
          </Heading>
          {rows.length === 0 ? (
            <Text size={1} muted>
              Every text is translated and up to date.
            </Text>
          ) : (
            <Stack space={2}>
              {rows.map(({ document, missing, stale }) => (
                <Card
                  key={document._id}
                  as={IntentLink}
                  intent="edit"
                  params={{ id: document._id, type: document._type }}
                  padding={3}
                  radius={2}
                  border
                  tone={stale.length ? "caution" : "default"}
                  style={{ textDecoration: "none" }}
                  data-testid="translations-row"
                >
                  <Stack space={2}>
                    <Text size={1} weight="semibold">
                      {documentTitle(document) ?? document._id}
                    </Text>
                    <Text size={1} muted>
                      {schema.get(document._type)?.title ?? document._type}
                      {stale.length ? ` · ${stale.length} out of date (${stale.join(", ")})` : ""}
                      {missing.length ? ` · ${missing.length} missing (${missing.join(", ")})` : ""}
                    </Text>
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

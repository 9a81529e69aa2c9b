import { cleanupSemantic, DIFF_DELETE, DIFF_INSERT, makeDiff } from "@sanity/diff-match-patch";
import { Box, Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { dequal } from "dequal";
import { set, useClient, useFormValue, type ObjectItemProps } from "sanity";
import { filled } from "@shared/translations/translations";
import {
  plainText,
  SOURCE_FIELD,
  SOURCE_TEXT_TYPE,
  sourceHash,
  sourceTextId,
  type RecordedTranslation,
} from "@shared/translations/translation-status";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";
import { SOURCE_LANGUAGE, SOURCE_LANGUAGE_NAME } from "../schemaTypes/objects/languages";

/*
 * Each French and Kinyarwanda entry of a translated field records the English it was translated from
 * (app/shared/translations/translation-status.ts). This wraps the internationalized-array plugin's own item: editing the entry
 * records the current English as its source; when the English has changed since, the entry says so beside its
 * field, with the English as it was and as it is now, and "Mark as up to date".
 */

/** English texts kept for a diff in this session, by hash (each once: its id is its hash), as they are written. */
const kept = new Map<string, Promise<unknown>>();

function useKeepSource() {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  return (hash: string, value: unknown) => {
    if (kept.has(hash)) return;
    const writing = client
      .createIfNotExists({ _id: sourceTextId(hash), _type: SOURCE_TEXT_TYPE, value })
      .catch(() => kept.delete(hash));
    kept.set(hash, writing);
  };
}

/** The English as it was (when kept) and as it is, the changes marked. */
function EnglishDiff({ before, now }: { before: string | null; now: string }) {
  if (before === null) {
    return (
      <Text size={1} muted>
        The {SOURCE_LANGUAGE_NAME} it was translated from is not on record. Now it reads: “{now}”
      </Text>
    );
  }
  const diffs = cleanupSemantic(makeDiff(before, now));
  return (
    <Text size={1} data-testid="translation-diff">
      {diffs.map(([operation, text], index) =>
        operation === DIFF_DELETE ? (
          <del key={index} style={{ background: "var(--card-badge-critical-bg-color, #fdd)" }}>
            {text}
          </del>
        ) : operation === DIFF_INSERT ? (
          <ins key={index} style={{ background: "var(--card-badge-positive-bg-color, #dfd)", textDecoration: "none" }}>
            {text}
          </ins>
        ) : (
          <span key={index}>{text}</span>
        ),
      )}
    </Text>
  );
}

function StaleNote({
  source,
  english,
  readOnly,
  onMarkCurrent,
}: {
  source: string | undefined;
  english: unknown;
  /** The form cannot be edited (still loading, reconnecting, no permission): the mark would be lost. */
  readOnly: boolean;
  onMarkCurrent: () => void;
}) {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const [before, setBefore] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!source) return setBefore(null);
    let live = true;
    // (once the text is written, if this session is writing it: the English was edited a moment ago)
    Promise.resolve(kept.get(source))
      .then(() => client.fetch<unknown>(`*[_id == $id][0].value`, { id: sourceTextId(source) }))
      .then((value) => live && setBefore(value === null || value === undefined ? null : plainText(value)))
      .catch(() => live && setBefore(null));
    return () => {
      live = false;
    };
  }, [client, source]);
  return (
    <Card tone="caution" padding={3} radius={2} border data-testid="translation-stale">
      <Stack space={3}>
        <Text size={1} weight="semibold">
          Out of date: the {SOURCE_LANGUAGE_NAME} changed since this was translated
        </Text>
        {before !== undefined && <EnglishDiff before={before} now={plainText(english)} />}
        <Flex>
          <Button
            mode="ghost"
            fontSize={1}
            padding={2}
            text="Mark as up to date"
            disabled={readOnly}
            onClick={onMarkCurrent}
          />
        </Flex>
      </Stack>
    </Card>
  );
}

/** The plugin's item for one language's entry, with its translation status (see above). */
export function withTranslationStatus(Item: ComponentType<ObjectItemProps>) {
  return function TranslationItem(props: ObjectItemProps) {
    const entries = useFormValue(props.path.slice(0, -1)) as RecordedTranslation[] | undefined;
    const keepSource = useKeepSource();
    const entry = props.value as RecordedTranslation | undefined;
    const english = entries?.find((item) => item.language === SOURCE_LANGUAGE)?.value;
    const translation = entry?.language !== SOURCE_LANGUAGE && filled(english);
    const current = translation ? sourceHash(english) : null;
    const { onChange } = props.inputProps;
    const record = () => {
      keepSource(current!, english);
      return set(current, [SOURCE_FIELD]);
    };
    // What this entry said at the last render: a change of it is an edit (this editor's, or another's).
    const previous = useRef(entry?.value);
    useEffect(() => {
      const before = previous.current;
      previous.current = entry?.value;
      if (dequal(before, entry?.value)) return;
      if (translation) {
        // An edited translation now translates the current English.
        if (filled(entry?.value) && entry?.source !== current) onChange([record()]);
      } else if (filled(before) && entries?.some((item) => item.source === sourceHash(before))) {
        // The English changed: the text the translations were made from is kept, for their diff.
        keepSource(sourceHash(before), before);
      }
    });
    const stale = translation && filled(entry?.value) && entry?.source !== current;
    return (
      <Stack space={2}>
        <Item {...props} />
        {stale && (
          <Box paddingLeft={1}>
            <StaleNote
              source={entry?.source}
              english={english}
              readOnly={Boolean(props.readOnly)}
              onMarkCurrent={() => onChange([record()])}
            />
          </Box>
        )}
      </Stack>
    );
  };
}

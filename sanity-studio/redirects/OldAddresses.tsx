import { Badge, Card, Flex, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient } from "sanity";
import { IntentLink } from "sanity/router";
import { LOCALES, localePath } from "@shared/addresses/locales";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";

/*
 * A page's "Old addresses" view: the redirects that lead to it, each one to open, repoint or delete. The site makes
 * one whenever the page's address changes, here or anywhere else (docs/decisions/022-addresses-remembered.md).
 */

interface Kept {
  _id: string;
  from: string | null;
  enabled: boolean | null;
  permanent: boolean | null;
}

const QUERY = `*[_type == "redirect" && toPage._ref == $id && !(_id in path("drafts.**"))] | order(from asc){
  _id, from, enabled, permanent
}`;

export function OldAddresses({ documentId }: { documentId: string }) {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
  const [kept, setKept] = useState<Kept[] | null | "failed">(null);
  useEffect(() => {
    let live = true;
    const read = () =>
      client.fetch<Kept[]>(QUERY, { id: documentId }).then(
        (found) => live && setKept(found),
        () => live && setKept("failed"),
      );
    void read();
    // (a redirect made by the site after a publish shows up here without reopening the view)
    const subscription = client
      .listen(`*[_type == "redirect" && toPage._ref == $id]`, { id: documentId }, { visibility: "query" })
      .subscribe({ next: () => void read(), error: () => {} });
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [client, documentId]);

  return (
    <Card padding={4}>
      <Stack space={4}>
        <Text muted size={1}>
          When this page&apos;s address changes (in any language, here, through the API or by a script), the site keeps
          the old one: visitors, search engines and old links land here, in their language. Open one to point it
          elsewhere or delete it.
        </Text>
        {kept === null ? null : kept === "failed" ? (
          <Text>The redirects could not be read. Check your connection and open this view again.</Text>
        ) : kept.length === 0 ? (
          <Text muted>No old address yet.</Text>
        ) : (
          <Stack space={2} data-testid="old-addresses">
            {kept.map((redirect) => (
              <Card
                key={redirect._id}
                as={IntentLink}
                intent="edit"
                params={{ id: redirect._id, type: "redirect" }}
                padding={3}
                radius={2}
                border
                style={{ textDecoration: "none" }}
              >
                <Flex gap={3} align="center" wrap="wrap">
                  <Text size={1} weight="semibold">
                    {redirect.from}
                  </Text>
                  <Text size={1} muted>
                    {LOCALES.slice(1)
                      .map((locale) => localePath(locale, redirect.from ?? "/"))
                      .join(", ")}
                  </Text>
                  {redirect.enabled === false ? (
                    <Badge tone="caution">Switched off</Badge>
                  ) : (
                    <Badge tone="positive">{redirect.permanent === false ? "302" : "301"}</Badge>
                  )}
                </Flex>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

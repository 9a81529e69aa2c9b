import { useToast } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient, type DocumentActionComponent, type SanityClient } from "sanity";
import {
  addressChanges,
  addressMutations,
  KEPT_REDIRECTS_QUERY,
  rememberedOf,
  type KeptRedirect,
} from "@shared/addresses/address-moves";
import { redirectPath } from "@shared/addresses/redirects";
import { movesOf, pathsOf, type StoredDocument } from "@shared/addresses/names";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/sanity-api-version";

/**
 * After a document with a URL of its own moved (in one language or more): a permanent redirect from each old path
 * to the document (taking over a redirect from that path, in any spelling, if there was one), and any redirect from
 * a new path switched off (the page is there again), by the rule the site's own memory of addresses follows
 * (@shared/addresses/address-moves; the site makes the same redirects if this tab is closed first). One transaction. Returns
 * the paths whose redirects were switched off.
 */
async function redirectMoves(client: SanityClient, published: StoredDocument, draft: StoredDocument, id: string) {
  const redirects = await client.fetch<KeptRedirect[]>(KEPT_REDIRECTS_QUERY);
  const page = id.replace(/^drafts\./, "");
  const [before, after] = [published, draft].map((document) => rememberedOf([{ ...document, _id: page }]));
  const changes = addressChanges(before!, after!, redirects);
  const mutations = addressMutations(changes, false);
  if (mutations.length > 0) await client.mutate(mutations as never);
  return changes.switchOff.map(({ from }) => redirectPath(from));
}

/**
 * Publish, for a document with a URL of its own (a landing page, a post, …): when the draft moves a published
 * document to a new path in any language (movesOf), a redirect from each old path is made once the publish has gone
 * through (the published paths are the new ones), and the editor is told. Each redirect names the document by
 * reference, so a later move adds a redirect from the newer old path while the older ones follow the document to
 * its newest address: one hop, no chains.
 */
export function withMoveRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishAndRedirect: DocumentActionComponent = (props) => {
    const description = publish(props);
    const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
    const toast = useToast();
    const [moving, setMoving] = useState<{
      moves: { from: string; to: string }[];
      before: StoredDocument;
      after: StoredDocument;
      paths: string;
    } | null>(null);
    const published = JSON.stringify(pathsOf(props.published));

    useEffect(() => {
      if (!moving || published !== moving.paths) return;
      setMoving(null);
      void (async () => {
        try {
          const switchedOff = await redirectMoves(client, moving.before, moving.after, props.id);
          for (const { from, to } of moving.moves)
            toast.push({
              status: "success",
              title: `Redirect created: ${from} → ${to}`,
              description:
                "Visitors and search engines on the old path now land on this page, in every language. It is listed under Redirects." +
                (switchedOff.includes(redirectPath(to))
                  ? ` A redirect from ${to} was switched off: the page is there now.`
                  : ""),
              duration: 15_000,
            });
        } catch (error) {
          toast.push({
            status: "error",
            title: `The redirect from ${moving.moves.map(({ from }) => from).join(", ")} could not be created here`,
            description: `${(error as Error).message}. The site makes it when it sees the move; it is listed under Redirects once made.`,
            duration: 30_000,
          });
        }
      })();
    }, [client, moving, props.id, published, toast]);

    const moves = movesOf(props.published, props.draft);
    if (!description || moves.length === 0) return description;
    return {
      ...description,
      title: `Publishing also redirects ${moves.map(({ from, to }) => `${from} to ${to}`).join(", ")}`,
      onHandle: () => {
        setMoving({ moves, before: props.published, after: props.draft, paths: JSON.stringify(pathsOf(props.draft)) });
        description.onHandle?.();
      },
    };
  };
  PublishAndRedirect.action = publish.action;
  return PublishAndRedirect;
}

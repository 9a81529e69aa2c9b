import { useToast } from "@sanity/ui";
import { useEffect, useState } from "react";
import { useClient, type DocumentActionComponent, type SanityClient } from "sanity";
import { redirectPath } from "@shared/redirects";
import { movedPageRedirect } from "@shared/site-paths";
import { movesOf, pathsOf } from "@shared/names";
import { DEFAULT_SANITY_API_VERSION } from "@shared/sanity-api-version";

/**
 * After a document with a URL of its own moved from `from` to `to` (in one language or more): a permanent redirect
 * from the old path to the document (taking over a redirect from that path, in any spelling, if there was one), and
 * any redirect from the new path switched off (the page is there again: a page moved back and forth would otherwise
 * leave one leading to itself). One transaction. Returns how many were switched off.
 */
async function redirectMove(client: SanityClient, from: string, to: string, pageId: string): Promise<number> {
  const redirects = await client.fetch<{ _id: string; from: string | null }[]>(
    `*[_type == "redirect" && !(_id in path("drafts.**"))]{ _id, from }`,
  );
  const same = (a: string | null, b: string) => redirectPath(a) === redirectPath(b);
  const existing = redirects.find((redirect) => same(redirect.from, from));
  const shadowed = redirects.filter((redirect) => same(redirect.from, to));
  const transaction = client.transaction().createOrReplace(movedPageRedirect(existing?._id, from, pageId));
  for (const redirect of shadowed) transaction.patch(redirect._id, (patch) => patch.set({ enabled: false }));
  await transaction.commit();
  return shadowed.length;
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
    const [moving, setMoving] = useState<{ moves: { from: string; to: string }[]; paths: string } | null>(null);
    const published = JSON.stringify(pathsOf(props.published));

    useEffect(() => {
      if (!moving || published !== moving.paths) return;
      setMoving(null);
      void (async () => {
        for (const { from, to } of moving.moves) {
          try {
            const switchedOff = await redirectMove(client, from, to, props.id);
            toast.push({
              status: "success",
              title: `Redirect created: ${from} → ${to}`,
              description:
                "Visitors and search engines on the old path now land on this page, in every language. It is listed under Redirects." +
                (switchedOff ? ` A redirect from ${to} was switched off: the page is there now.` : ""),
              duration: 15_000,
            });
          } catch (error) {
            toast.push({
              status: "error",
              title: `The redirect from ${from} could not be created`,
              description: `${(error as Error).message}. Create it under Redirects so the old path keeps working.`,
              duration: 30_000,
            });
          }
        }
      })();
    }, [client, moving, props.id, published, toast]);

    const moves = movesOf(props.published, props.draft);
    if (!description || moves.length === 0) return description;
    return {
      ...description,
      title: `Publishing also redirects ${moves.map(({ from, to }) => `${from} to ${to}`).join(", ")}`,
      onHandle: () => {
        setMoving({ moves, paths: JSON.stringify(pathsOf(props.draft)) });
        description.onHandle?.();
      },
    };
  };
  PublishAndRedirect.action = publish.action;
  return PublishAndRedirect;
}

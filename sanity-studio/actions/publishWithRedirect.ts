import { useToast } from "@sanity/ui";
import { useClient, type DocumentActionComponent, type DocumentActionProps } from "sanity";
import { DEFAULT_SANITY_API_VERSION } from "../../app/lib/sanity-api-version";
import { movedPageRedirect } from "../../app/content/site-paths";

const pathOf = (document: DocumentActionProps["draft"]) =>
  (document?.path as { current?: string } | undefined)?.current ?? null;

/**
 * Publish, for a landing page: when the draft moves a published page to a new path, publishing also creates (or
 * points again) a permanent redirect from the old path to the page, so links and search results keep working, and
 * says so. The redirect names the page by reference, so a later move needs no second redirect: no chains.
 */
export function withMoveRedirect(publish: DocumentActionComponent): DocumentActionComponent {
  const PublishAndRedirect: DocumentActionComponent = (props) => {
    const description = publish(props);
    const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION });
    const toast = useToast();
    const from = pathOf(props.published);
    const to = pathOf(props.draft);
    if (!description || !from || !to || from === to) return description;
    return {
      ...description,
      title: `Publishing also redirects ${from} to ${to}`,
      onHandle: () => {
        description.onHandle?.();
        void client
          .fetch<{ _id: string } | null>(
            `*[_type == "redirect" && from == $from && !(_id in path("drafts.**"))][0]{ _id }`,
            {
              from,
            },
          )
          .then((existing) => client.createOrReplace(movedPageRedirect(existing?._id, from, props.id)))
          .then(() =>
            toast.push({
              status: "success",
              title: `Redirect created: ${from} → ${to}`,
              description:
                "Visitors and search engines on the old path now land on this page. It is listed under Redirects.",
              duration: 15_000,
            }),
          )
          .catch((error: Error) =>
            toast.push({
              status: "error",
              title: `The redirect from ${from} could not be created`,
              description: `${error.message}. Create it under Redirects so the old path keeps working.`,
              duration: 30_000,
            }),
          );
      },
    };
  };
  PublishAndRedirect.action = publish.action;
  return PublishAndRedirect;
}

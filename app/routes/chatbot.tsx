import { routeComponent } from "~/lib/route-component";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ChatApp } from "~/components/chat/ChatApp";
import { dictionaryFor } from "~/i18n/dictionaries.server";
import { readForm } from "~/leads/guard.server";
import { localeFromPath } from "@shared/addresses/locales";
import { getMeta } from "~/lib/meta";
import { assertPost } from "~/lib/allowed-methods";

/** The demo's words in the page's language: only this page needs them. */
export function loader({ request }: LoaderFunctionArgs) {
  return { copy: dictionaryFor(localeFromPath(new URL(request.url).pathname)).chat };
}

/** The longest message the demo takes. */
const MAX_MESSAGE_CHARACTERS = 2_000;

/**
 * A message sent before the page's scripts ran: the browser posts the form (never a URL with the text in it), and
 * the page comes back with it, to be sent in the demo as soon as the scripts run. Nothing is kept on the server.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertPost({ request, context });
  const read = await readForm(request);
  if (!read.ok) throw new Response(null, { status: read.status });
  const message = read.form.get("message");
  return { message: typeof message === "string" ? message.slice(0, MAX_MESSAGE_CHARACTERS) : "" };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, { title: data?.copy.title ?? "AI assistant demo", description: data?.copy.description });

export default routeComponent<typeof loader>(function ChatbotRoute({ copy }) {
  const sent = useActionData<typeof action>();
  return <ChatApp copy={copy} sentBeforeScripts={sent?.message} />;
});

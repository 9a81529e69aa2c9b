import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChatApp } from "~/components/chat/ChatApp";
import { dictionaryFor } from "~/i18n/dictionaries.server";
import { localeFromPath } from "~/i18n/locales";
import { getMeta } from "~/lib/meta";

/** The demo's words in the page's language: only this page needs them. */
export function loader({ request }: LoaderFunctionArgs) {
  return { copy: dictionaryFor(localeFromPath(new URL(request.url).pathname)).chat };
}

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, { title: data?.copy.title ?? "AI assistant demo", description: data?.copy.description });

export default function ChatbotRoute() {
  const { copy } = useLoaderData<typeof loader>();
  return <ChatApp copy={copy} />;
}

import type { MetaFunction } from "@remix-run/node";
import { ChatApp } from "~/components/chat/ChatApp";
import { getMeta } from "~/lib/meta";

export const meta: MetaFunction = (args) =>
  getMeta(args, {
    title: "AI assistant demo",
    description: "Try the Ihuza AI assistant in a demo workspace with spaces, channels and assistant tools. It runs entirely in your browser.",
  });

export default function ChatbotRoute() {
  return <ChatApp />;
}

import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Chat with our AI assistant | Ihuza" }];

export default function ChatbotPage() {
  return <PageIntro title="Chat with our AI assistant">This page is being written. Check back soon.</PageIntro>;
}

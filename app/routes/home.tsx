import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Ihuza | AI-powered business messaging" }];

export default function HomePage() {
  return <PageIntro title="Smart, Secure & AI-Powered Communication for Teams, Clients & Communities" />;
}

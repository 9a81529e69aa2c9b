import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "About us | Ihuza" }];

export default function AboutPage() {
  return <PageIntro title="About us">This page is being written. Check back soon.</PageIntro>;
}

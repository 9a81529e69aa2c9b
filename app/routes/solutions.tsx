import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Solutions | Ihuza" }];

export default function SolutionsPage() {
  return <PageIntro title="Solutions">This page is being written. Check back soon.</PageIntro>;
}

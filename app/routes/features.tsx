import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Features | Ihuza" }];

export default function FeaturesPage() {
  return <PageIntro title="Features">This page is being written. Check back soon.</PageIntro>;
}

import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Sitemap | Ihuza" }];

export default function SitemapPage() {
  return <PageIntro title="Sitemap">This page is being written. Check back soon.</PageIntro>;
}

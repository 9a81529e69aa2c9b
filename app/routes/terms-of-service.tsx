import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Terms of Service | Ihuza" }];

export default function TermsOfServicePage() {
  return <PageIntro title="Terms of Service">This page is being written. Check back soon.</PageIntro>;
}

import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Pricing | Ihuza" }];

export default function PricingPage() {
  return <PageIntro title="Pricing">This page is being written. Check back soon.</PageIntro>;
}

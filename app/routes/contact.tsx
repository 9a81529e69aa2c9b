import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Contact us | Ihuza" }];

export default function ContactPage() {
  return <PageIntro title="Contact us">This page is being written. Check back soon.</PageIntro>;
}

import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Privacy Policy | Ihuza" }];

export default function PrivacyPolicyPage() {
  return <PageIntro title="Privacy Policy">This page is being written. Check back soon.</PageIntro>;
}

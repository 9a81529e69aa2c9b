import type { MetaFunction } from "@remix-run/node";
import { PageIntro } from "~/components/common/PageIntro";

export const meta: MetaFunction = () => [{ title: "Sign in or create an account | Ihuza" }];

export default function AuthPage() {
  return <PageIntro title="Sign in or create an account">This page is being written. Check back soon.</PageIntro>;
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalDocument } from "~/components/legal/LegalDocument";
import { loadLegalPage } from "~/lib/legal-page.server";
import { getMeta } from "~/lib/meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadLegalPage(request, "terms-of-service");

export const meta: MetaFunction<typeof loader> = ({ data, ...args }) =>
  getMeta(args, { title: data?.page.title ?? "Legal", description: data?.page.summary });

export default function TermsOfServiceRoute() {
  const { page } = useLoaderData<typeof loader>();
  return <LegalDocument page={page} />;
}

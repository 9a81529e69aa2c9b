import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { content } from "~/content/layer/content.server";
import { CACHE_CONTROL } from "~/lib/cache-control";
import { sameSitePath } from "~/lib/same-site-path";
import { readOnly } from "~/lib/allowed-methods";

/** Ends the preview and returns to the published page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!content.preview) throw new Response(null, { status: 404, statusText: "Not Found" });
  const target = sameSitePath(new URL(request.url).searchParams.get("redirect"));
  return redirect(target, {
    headers: { "Set-Cookie": await content.preview.disable(request), "Cache-Control": CACHE_CONTROL.none },
  });
}

export const action = readOnly;

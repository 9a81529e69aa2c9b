import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { disablePreview, previewAvailable, safeRedirect } from "~/content/preview.server";
import { CACHE_CONTROL } from "~/lib/cache-control";

/** Ends the preview and returns to the published page. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!previewAvailable()) throw data(null, { status: 404, statusText: "Not Found" });
  const target = safeRedirect(new URL(request.url).searchParams.get("redirect"));
  return redirect(target, {
    headers: { "Set-Cookie": await disablePreview(request), "Cache-Control": CACHE_CONTROL.none },
  });
}

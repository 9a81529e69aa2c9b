import { useEffect, useState } from "react";
import { FORM_TOKEN_ROUTE } from "~/content/pages";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/leads/fields";
import { useT } from "~/i18n/use-t";

/**
 * The two quiet anti-spam fields of a lead form: a honeypot that people never see or reach (off-screen, hidden
 * from assistive technology, out of the tab order, never autofilled) and the signed time the form was made. The
 * page's token says when the page was rendered, and a cached page serves every visitor the same one; so once the
 * form's scripts run (when it is shown: the footer's box as it comes near), it asks for a token of the visitor's own,
 * and the too-fast check measures that visitor's time with the form, not the cached page's age. The token field says
 * `data-own` once it holds one. Should the request fail, the page's token stays.
 */
export function SpamTrap({ formToken }: { formToken: string | null | undefined }) {
  const t = useT();
  const [own, setOwn] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void fetch(FORM_TOKEN_ROUTE.path, { signal: controller.signal, cache: "no-store" })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ token: string | null }>) : null))
      .then((answer) => answer?.token && setOwn(answer.token))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {t.layout.spamTrap}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={own ?? formToken ?? ""} data-own={own ? "" : undefined} />
    </>
  );
}

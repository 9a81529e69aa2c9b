import { VISIT_FIELD, type LeadKind } from "@shared/results/attribution";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/leads/fields";
import { useT } from "~/i18n/use-t";
import { useOwnFormToken } from "~/leads/own-form-token";

/**
 * The two quiet anti-spam fields of a lead form: a honeypot that people never see or reach (off-screen, hidden
 * from assistive technology, out of the tab order, never autofilled) and the signed time the form was made. The
 * page's token, or the visitor's own once the page has one (app/leads/own-form-token.ts): with a cached page, the
 * too-fast check then measures this visitor's time, not the page's age. The field says `data-own` when it holds it.
 * And the place of the visit the lead came from, which the browser fills as the form is sent (app/results/visit.ts),
 * the form's kind of lead beside it.
 */
export function SpamTrap({ formToken, kind }: { formToken: string | null | undefined; kind: LeadKind }) {
  const t = useT();
  const own = useOwnFormToken();
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {t.layout.spamTrap}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={own ?? formToken ?? ""} data-own={own ? "" : undefined} />
      <input type="hidden" name={VISIT_FIELD} defaultValue="" data-lead-kind={kind} />
    </>
  );
}

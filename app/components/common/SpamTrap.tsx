import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/leads/fields";
import { useT } from "~/i18n/use-t";

/**
 * The two quiet anti-spam fields of a lead form: a honeypot that people never see or reach (off-screen, hidden
 * from assistive technology, out of the tab order, never autofilled) and the signed time the form was rendered.
 */
export function SpamTrap({ formToken }: { formToken: string | null | undefined }) {
  const t = useT();
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {t.layout.spamTrap}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken ?? ""} />
    </>
  );
}

import {
  CONTROL,
  pickArm,
  VARIANTS_ATTRIBUTE,
  VARIANTS_KEY,
  visitVariants,
  type Arm,
} from "@shared/results/experiments";
import { sayShown } from "./visit";

/*
 * The visit's variant of each experiment it met, in the browser: the page's script (PICK_VARIANT, app/shared/
 * experiments.ts) chose it when the page under test was loaded; a page reached by a tap (rendered by the router, no
 * script run) chooses here, by the same rule, and keeps it the same way. No cookie: this tab's sessionStorage.
 */

const gpc = () => Boolean((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl);

/** The visit's variant of `experiment`, chosen now if it has none; the control, and no choice kept, with GPC. */
export function variantFor(experiment: string, arms: readonly Arm[]): string {
  if (gpc()) return CONTROL;
  try {
    const kept = visitVariants(sessionStorage);
    let key = kept[experiment];
    if (!key || !arms.some((arm) => arm.key === key)) {
      key = pickArm(arms, Math.random());
      sessionStorage.setItem(VARIANTS_KEY, JSON.stringify({ ...kept, [experiment]: key }));
      // (drawn while rendering: said after, unless the page's own view, not yet said, will say it: app/results/visit.ts)
      setTimeout(sayShown, 0);
    }
    const html = document.documentElement;
    const tokens = (html.getAttribute(VARIANTS_ATTRIBUTE) ?? "")
      .split(" ")
      .filter((token) => token && token.split(":")[0] !== experiment);
    html.setAttribute(VARIANTS_ATTRIBUTE, [...tokens, `${experiment}:${key}`].join(" "));
    return key;
  } catch {
    // Storage refused: the page as published, and no test.
    return CONTROL;
  }
}

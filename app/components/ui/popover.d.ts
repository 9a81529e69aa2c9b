/* eslint-disable @typescript-eslint/no-unused-vars -- merged interfaces must repeat React's type parameter */
import "react";

/*
 * The HTML popover attributes, which React 18 passes through to the DOM as written (lowercase) but its types do not
 * list yet: https://html.spec.whatwg.org/multipage/popover.html
 */
declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}

import { useLocation, useNavigationType } from "@remix-run/react";
import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * What a page shows below its first screen, drawn right after that screen is on screen when the page is reached by
 * a tap (a client-side navigation to a new entry of the history). The tap's render and layout are then those of
 * the first screen: the new page's heading shows sooner, as a page loaded anew paints its top before the rest has
 * come (docs/decisions/020-a-tap-on-a-phone.md). Drawn at once on the server and while the page hydrates, on Back
 * and Forward (the position returned to needs the whole page) and at an address with a #fragment (its target may be
 * below). Until then a screen's height is kept, so the footer does not flash up under the first screen.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const type = useNavigationType();
  const { hash } = useLocation();
  const [shown, setShown] = useState(() => type === "POP" || hash !== "");
  useEffect(() => {
    if (shown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // (a frame's callbacks run before its paint: the task after it comes once the first screen is painted; the rest
    // is a transition, rendered in slices that leave the page answering)
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown]);
  return shown ? children : <div className="min-h-screen" />;
}

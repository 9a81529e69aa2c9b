import type { LayoutDictionary } from "~/i18n/layout-dictionary";

export interface NewsletterCopy {
  heading: string;
  text: string;
  placeholder: string;
  buttonLabel: string;
}

/** The box's copy from site settings, with the dictionary's words where a field is empty. */
export function newsletterCopy(
  copy:
    | { heading: string | null; text: string | null; placeholder: string | null; buttonLabel: string | null }
    | null
    | undefined,
  t: LayoutDictionary["newsletter"],
): NewsletterCopy {
  return {
    heading: copy?.heading || t.heading,
    text: copy?.text ?? "",
    placeholder: copy?.placeholder || t.placeholder,
    buttonLabel: copy?.buttonLabel || t.button,
  };
}

import type { Locale } from "../addresses/locales";
import { en, type Dictionary } from "./en";
import { fr } from "./fr";
import { rw } from "./rw";

/** Every language's dictionary (the server's, the quality gate's; the browser gets its page's through the loaders). */
export const DICTIONARIES: Record<Locale, Dictionary> = { en, fr, rw };

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The boundaries between the app's folders are the linter's (eslint.config.js): each forbidden kind of import, in a
 * file where it does not belong, is an error of `npm run lint`; the same import where it belongs is not.
 */
const eslint = new ESLint();

/** The boundary rules a line of code breaks in a file at `filePath`. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => /no-restricted-imports/.test(message.ruleId ?? ""))
    .map((message) => message.message);
}

describe("the content layer imports no feature, component, hook or React", { timeout: 60_000 }, () => {
  const file = "app/content/new-module.ts";
  it.each([
    ['import { Section } from "~/components/common/Section";', /serves every feature/],
    ['import { shareImageFor } from "~/share/cards.server";', /serves every feature/],
    ['import { siteSearch } from "~/search/search.server";', /serves every feature/],
    ['import { submitContact } from "../leads/service.server";', /serves every feature/],
    ['import { HeroBlock } from "../blocks/hero/HeroBlock";', /projection, not its component/],
    ['import { useT } from "~/i18n/use-t";', /hook/],
    ['import { useState } from "react";', /free of React/],
  ])("%s", async (line, reason) => {
    expect(await broken(file, line)).toEqual([expect.stringMatching(reason)]);
  });
  it("takes what belongs to it: a block's projection, the languages, small helpers", async () => {
    expect(
      await broken(
        file,
        [
          'import { heroProjection } from "../blocks/hero/projection";',
          'import { LOCALES } from "~/i18n/locales";',
          'import { pageText } from "~/i18n/layout-dictionary";',
          'import { escapeXml } from "~/lib/xml";',
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});

describe("a .server module imports no hook and no component", { timeout: 60_000 }, () => {
  it.each([
    ["app/content/menu.server.ts", 'import { useT } from "~/i18n/use-t";', /no hook/],
    ["app/i18n/dictionaries.server.ts", 'import { useRootData } from "~/use-root-data";', /no hook/],
    ["app/lib/thing.server.ts", 'import { useHydrated } from "./use-hydrated";', /no hook/],
    ["app/leads/thing.server.ts", 'import { Footer } from "~/components/layout/Footer";', /no component/],
    ["app/search/thing.server.ts", 'import { useLoaderData } from "@remix-run/react";', /renders nothing/],
  ])("%s: %s", async (file, line, reason) => {
    // (in app/content, the content layer's own rule says no as well)
    expect(await broken(file, line)).toEqual(expect.arrayContaining([expect.stringMatching(reason)]));
  });
  it("a component may use them", async () => {
    expect(await broken("app/components/layout/New.tsx", 'import { useT } from "~/i18n/use-t";')).toEqual([]);
  });
});

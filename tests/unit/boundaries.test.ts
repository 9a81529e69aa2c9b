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
    .filter((message) => /no-restricted-imports|boundaries\/imports/.test(message.ruleId ?? ""))
    .map((message) => message.message);
}

describe("the content layer imports no feature, component, hook or React", { timeout: 60_000 }, () => {
  const file = "app/content/new-module.ts";
  it.each([
    ['import { Section } from "~/components/common/Section";', /no component/],
    ['import { shareImageFor } from "~/share/cards.server";', /serves every feature/],
    ['import { siteSearch } from "~/search/search.server";', /serves every feature/],
    ['import { submitContact } from "../leads/service.server";', /serves every feature/],
    ['import { HeroBlock } from "../blocks/hero/HeroBlock";', /no component/],
    ['import { useT } from "~/i18n/use-t";', /hook/],
    ['import { useState } from "react";', /free of React/],
  ])("%s", async (line, reason) => {
    expect(await broken(file, line)).toEqual([expect.stringMatching(reason)]);
  });
  it.each([
    ["app/content/blog/new.ts", 'import { shareImageFor } from "../../share/cards.server";'],
    ["app/content/layer/new.server.ts", 'import { Footer } from "../../components/layout/Footer";'],
  ])("also from its folders: %s", async (file, line) => {
    expect(await broken(file, line)).toEqual(
      expect.arrayContaining([expect.stringMatching(/serves every feature|no component/)]),
    );
  });
  // What a reading of the code found passing a rule written as a list of names: each is the principle's case.
  it.each([
    ['import { lazyNear } from "~/lib/loads-near";', /no component/],
    ['import { AfterHydration } from "~/lib/after-hydration";', /no component/],
    ['import { LandingBlocks } from "~/blocks/LandingBlocks";', /no component/],
    ['import { links } from "~/root";', /no component/],
    ['import { twinOf } from "~/markdown/twin.server";', /serves every feature/],
    ['import { sayShown } from "~/results/visit";', /serves every feature/],
    ['export { siteSearch } from "~/search/search.server";', /serves every feature/],
    ['const later = () => import("~/leads/service.server");', /serves every feature/],
    ['import { useHydrated } from "~/lib/use-hydrated";', /hook/],
  ])("by what it resolves to: %s", async (line, reason) => {
    expect(await broken(file, line)).toEqual([expect.stringMatching(reason)]);
  });
  it("a .tsx module of its own, with JSX, is React too", async () => {
    expect(await broken("app/content/site/badge.tsx", "export const Badge = () => <b>new</b>;")).toEqual([
      expect.stringMatching(/no JSX/),
    ]);
  });
  it("takes what belongs to it: a block's projection, the languages, small helpers", async () => {
    expect(
      await broken(
        file,
        [
          'import { heroProjection } from "../blocks/hero/projection";',
          'import { LOCALES } from "@shared/addresses/locales";',
          'import { pageText } from "~/i18n/layout-dictionary";',
          'import { xmlChars } from "@shared/content/xml";',
        ].join("\n"),
      ),
    ).toEqual([]);
  });
});

describe("a .server module imports no hook and no component", { timeout: 60_000 }, () => {
  it.each([
    ["app/content/frame/menu.server.ts", 'import { useT } from "~/i18n/use-t";', /no hook/],
    ["app/i18n/dictionaries.server.ts", 'import { useRootData } from "~/use-root-data";', /no hook/],
    ["app/lib/thing.server.ts", 'import { useHydrated } from "./use-hydrated";', /no hook/],
    ["app/leads/thing.server.ts", 'import { Footer } from "~/components/layout/Footer";', /no component/],
    ["app/content/site/thing.server.ts", 'import { HeroBlock } from "~/blocks/hero/HeroBlock";', /no component/],
    ["app/markdown/thing.server.ts", 'import { LandingBlocks } from "../blocks/LandingBlocks";', /no component/],
    ["app/search/thing.server.ts", 'import { useLoaderData } from "@remix-run/react";', /renders nothing/],
    ["app/leads/thing.server.ts", 'import { useState } from "react";', /no hook \(useState\)/],
    ["app/leads/thing.server.ts", 'import { useNonce } from "~/lib/nonce";', /no hook \(useNonce\)/],
    ["app/share/thing.server.ts", 'import { loader } from "~/routes/pricing";', /no route module/],
    ["app/share/thing.server.ts", 'import { loader } from "../routes/api.search";', /no route module/],
    ["app/lib/thing.server.ts", 'import { links } from "~/root";', /no route module/],
  ])("%s: %s", async (file, line, reason) => {
    // (in app/content, the content layer's own rule says no as well)
    expect(await broken(file, line)).toEqual(expect.arrayContaining([expect.stringMatching(reason)]));
  });
  it("a component may use them", async () => {
    expect(await broken("app/components/layout/New.tsx", 'import { useT } from "~/i18n/use-t";')).toEqual([]);
  });
});

describe("a page reads its data as props, not through the router", { timeout: 60_000 }, () => {
  it.each([
    ["app/routes/new-page.tsx", 'import { useLoaderData } from "@remix-run/react";', /as props/],
    ["app/components/pricing/New.tsx", 'import { Link, useRouteLoaderData } from "@remix-run/react";', /as props/],
    ["app/blocks/new/NewBlock.tsx", 'import { useLoaderData } from "@remix-run/react";', /as props/],
  ])("%s: %s", async (file, line, reason) => {
    expect(await broken(file, line)).toEqual([expect.stringMatching(reason)]);
  });
  it("the router's other parts are theirs, and the two places that read it may", async () => {
    expect(await broken("app/routes/new-page.tsx", 'import { Link, useLocation } from "@remix-run/react";')).toEqual(
      [],
    );
    expect(await broken("app/lib/route-component.tsx", 'import { useLoaderData } from "@remix-run/react";')).toEqual(
      [],
    );
    expect(await broken("app/use-root-data.tsx", 'import { useRouteLoaderData } from "@remix-run/react";')).toEqual([]);
  });
});

describe("the Studio and the scripts take from the site only the shared module", { timeout: 60_000 }, () => {
  it.each([
    [
      "sanity-studio/schemaTypes/documents/new.ts",
      'import { ROUTED_TYPES } from "../../../app/shared/addresses/pages";',
    ],
    [
      "sanity-studio/schemaTypes/documents/new.ts",
      'import { SITE_SETTINGS_QUERY } from "../../../app/content/queries";',
    ],
    ["sanity-studio/structure/new.tsx", 'import { Icon } from "../../app/components/common/Icon";'],
    ["sanity-studio/new.ts", 'import { en } from "~/shared/dictionaries/en";'],
    ["scripts/new-script.ts", 'import { SITE_SETTINGS_QUERY } from "../app/content/queries";'],
    ["scripts/translations/new.ts", 'import { localize } from "~/content/layer/localize";'],
    ["sanity-studio/new.ts", 'const queries = await import("../app/content/queries");'],
    ["sanity-studio/new.ts", 'import { localize } from "@shared/../content/layer/localize";'],
    ["sanity-studio/new.ts", 'export { en } from "../app/i18n/lang";'],
  ])("%s: %s", async (file, line) => {
    expect(await broken(file, line)).toEqual([expect.stringMatching(/only what app\/shared holds/)]);
  });
  it("by its alias", async () => {
    const line =
      'import { ROUTED_TYPES } from "@shared/addresses/pages";\nimport { LOCALES } from "@shared/addresses/locales";';
    expect(await broken("sanity-studio/schemaTypes/documents/new.ts", line)).toEqual([]);
    expect(await broken("scripts/new-script.ts", line)).toEqual([]);
  });
});

describe("the shared module stands alone", { timeout: 60_000 }, () => {
  it.each([
    ["app/shared/new.ts", 'import { SITE_SETTINGS_QUERY } from "~/content/queries";'],
    ["app/shared/new.ts", 'import { localize } from "../content/localize";'],
    ["app/shared/new.ts", 'import { LOCALES } from "@shared/addresses/locales";'],
    ["app/shared/dictionaries/new.ts", 'import { menuOf } from "../../content/menu";'],
  ])("%s: %s", async (file, line) => {
    expect(await broken(file, line)).toEqual([expect.stringMatching(/stands alone/)]);
  });
  it("its files import each other", async () => {
    expect(await broken("app/shared/new.ts", 'import { LOCALES } from "./locales";')).toEqual([]);
    expect(await broken("app/shared/dictionaries/new.ts", 'import { frenchSpacing } from "../typography";')).toEqual(
      [],
    );
  });
});

describe("a file holds one thing: at most 400 lines, wherever it is", { timeout: 60_000 }, () => {
  const lines = (count: number) => Array.from({ length: count }, (_, index) => `// ${index}`).join("\n");
  const tooLong = async (filePath: string, count: number) => {
    const [result] = await eslint.lintText(`${lines(count)}\n`, { filePath });
    return (result?.messages ?? []).some((message) => message.ruleId === "max-lines");
  };
  it.each(["app/lib/new.ts", "tests/e2e/new.spec.ts", "scripts/new.mjs", "sanity-studio/schemaTypes/new.test.ts"])(
    "%s",
    async (file) => {
      expect(await tooLong(file, 400)).toBe(false);
      expect(await tooLong(file, 401)).toBe(true);
    },
  );
  it("except a language's dictionary, one list of every text", async () => {
    expect(await tooLong("app/shared/dictionaries/fr.ts", 600)).toBe(false);
  });
});

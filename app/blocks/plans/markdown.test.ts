import { expect, it } from "vitest";
import { en } from "@shared/dictionaries/en";
import { fr } from "@shared/dictionaries/fr";
import type { BlockOf } from "../types";
import { plansMarkdown } from "./markdown";
import { plansTable } from "./markdown";
import { planPrices } from "~/lib/money";

const context = { siteUrl: "https://ihuza.rw", locale: "en" as const, t: en, level: 2 };

const plan = (name: string, price: number, features: string[]) => ({
  _id: name,
  name,
  price,
  prices: planPrices(price, 20, "en"),
  priceFrom: false,
  priceNote: null,
  period: "per user / month",
  description: `For ${name} teams.`,
  popular: false,
  features,
  ctaLabel: null,
  ctaHref: null,
});

/** A price as Intl writes it in English (a no-break space after the currency). */
const rwf = (figure: string) => `RWF\u00a0${figure}`;

it("writes the plans as a table: name, price per user per month (monthly and annual billing), what is included", () => {
  const plans = [plan("Starter", 3500, ["Chat", "Files"]), plan("Pro | Max", 9000, ["Everything"])];
  expect(plansTable(plans, 20, context)).toBe(
    [
      "| Plan | Monthly | Annual (save 20%) | What is included |",
      "| --- | --- | --- | --- |",
      `| **Starter**: For Starter teams. | ${rwf("3,500")} per user / month | ${rwf("2,800")} per user / month | Chat; Files |`,
      `| **Pro \\| Max**: For Pro \\| Max teams. | ${rwf("9,000")} per user / month | ${rwf("7,200")} per user / month | Everything |`,
    ].join("\n"),
  );
});

it("writes prices in the page's language, and the block's heading and intro above the table", () => {
  const block = {
    _type: "plansBlock",
    _key: "p",
    heading: "Plans",
    intro: "Pick one.",
    plans: [{ ...plan("Starter", 3500, ["Chat"]), prices: planPrices(3500, 20, "fr") }],
    pricing: { annualDiscountPercent: 20, popularLabel: null },
  } as unknown as BlockOf<"plansBlock">;
  const markdown = plansMarkdown(block, { ...context, locale: "fr", t: fr });
  expect(markdown).toMatch(/^## Plans\n\nPick one\.\n\n\| Forfait \|/);
  expect(markdown).toContain(`| ${planPrices(3500, 20, "fr").monthly} per user / month |`);
  expect(planPrices(3500, 20, "fr").monthly).toMatch(/^3\s500\sRWF$/);
});

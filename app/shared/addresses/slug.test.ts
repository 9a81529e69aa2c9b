import { describe, expect, it } from "vitest";
import { slugOf } from "./slug";

describe("slugOf", () => {
  it.each([
    ["Fonctionnalités", undefined, "fonctionnalites"],
    ["  Live translation, in every conversation!  ", undefined, "live-translation-in-every-conversation"],
    ["Ça marche « bien »", "fr", "ca-marche-bien"],
    ["Recherche & développement", "fr", "recherche-et-developpement"],
    ["Research & development", undefined, "research-and-development"],
    ["Ikoranabuhanga mu burezi", "rw", "ikoranabuhanga-mu-burezi"],
    ["a - b -- c", undefined, "a-b-c"],
    ["Démo de l’assistant IA", "fr", "demo-de-l-assistant-ia"],
    ["Conditions d'utilisation", "fr", "conditions-d-utilisation"],
    ["Ihuza's plans", "en", "ihuzas-plans"],
    ["日本語", undefined, ""],
  ])("%s (%s) → %s", (text, locale, slug) => {
    expect(slugOf(text, { locale })).toBe(slug);
  });

  it("cuts at its length and never ends in a hyphen", () => {
    expect(slugOf("Setup for teams", { max: 6 })).toBe("setup");
    expect(slugOf("x".repeat(100), { max: 60 })).toHaveLength(60);
  });
});

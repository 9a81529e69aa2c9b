import { describe, expect, it } from "vitest";
import { getBundledDocuments } from "~/content/layer/bundled-dataset.server";
import { evaluateGroq, type SanityDocument } from "@shared/content/groq";
import * as queries from "~/content/queries";
import { LEAD_ID_PREFIX, SUBSCRIBER_ID_PREFIX } from "~/leads/service.server";

/*
 * Leads live in the same dataset as the site's content. Two walls keep them out of every page: their ids are
 * dot-paths, which Sanity's public API never serves, and no query of the site selects their types. The second is
 * checked here: every query, run over the bundled dataset with leads in it, returns not a trace of them — even
 * under a token that could read them (preview).
 */
const MARK = "PRIVATE-LEAD-MARKER";
const leads: SanityDocument[] = [
  {
    _id: `${LEAD_ID_PREFIX}0123456789abcdef0123456789abcdef`,
    _type: "lead",
    status: "new",
    firstName: MARK,
    lastName: MARK,
    email: `${MARK}@example.rw`,
    subject: MARK,
    message: MARK,
  },
  {
    _id: `${SUBSCRIBER_ID_PREFIX}fedcba9876543210fedcba9876543210`,
    _type: "subscriber",
    email: `${MARK}@example.rw`,
    status: "confirmed",
  },
];

const named = (Object.entries(queries) as [string, unknown][]).filter(
  (entry): entry is [string, string] => entry[0].endsWith("_QUERY") && typeof entry[1] === "string",
);

describe("leads never reach a page", () => {
  it("are dot-path ids (never served by Sanity's public API)", () => {
    expect(LEAD_ID_PREFIX).toMatch(/^[a-z]+\.$/);
    expect(SUBSCRIBER_ID_PREFIX).toMatch(/^[a-z]+\.$/);
  });

  it.each(named)("%s returns nothing of a lead or subscriber", async (_name, query) => {
    const documents = [...getBundledDocuments(), ...leads];
    for (const slug of ["privacy-policy", "terms-of-service"]) {
      // Every parameter a query of the site takes (a slice's bounds must be given).
      const params = { slug, start: 0, end: 100, limit: 100, category: "", author: "", preview: true };
      const result = JSON.stringify(await evaluateGroq(query, params, documents));
      expect(result).not.toContain(MARK);
    }
  });

  it("are not in the bundled dataset the site ships", () => {
    expect(getBundledDocuments().filter((document) => ["lead", "subscriber"].includes(document._type))).toEqual([]);
  });

  it("no query names the lead types", () => {
    for (const [, query] of named) expect(query).not.toMatch(/\b(lead|subscriber)\b/);
  });
});

import { describe, expect, it } from "vitest";
import { changedTags, syncTagOf } from "../mocks/sanity";

/* What the mocked Live Content API tells the site after an edit (tests/mocks/sanity.ts, also the local lake's). */

const plan = { _id: "plan-a", _type: "plan", price: 3500 };
const draft = { ...plan, _id: "drafts.plan-a", price: 4000 };

describe("the mocked live events", () => {
  it("name the type of a published document that changed, appeared or went away", () => {
    expect(changedTags([plan], [{ ...plan, price: 4000 }])).toEqual([syncTagOf("plan")]);
    expect(changedTags([], [plan])).toEqual([syncTagOf("plan")]);
    expect(changedTags([plan], [])).toEqual([syncTagOf("plan")]);
  });

  it("say nothing of a draft's edits, and name the type once it is published", () => {
    expect(changedTags([plan], [plan, draft])).toEqual([]);
    expect(changedTags([plan, draft], [plan, { ...draft, price: 4100 }])).toEqual([]);
    expect(changedTags([plan, draft], [{ ...plan, price: 4000 }])).toEqual([syncTagOf("plan")]);
  });
});

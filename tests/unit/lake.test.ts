import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { SanityDocument } from "@shared/content/groq";
import { imageSize } from "../mocks/lake/images";
import { Lake, LakeError, type Transaction } from "../mocks/lake/store";

/*
 * The local Content Lake's store plays the Lake's write semantics the Studio and the site rely on: the Actions API
 * (every Studio edit and publish) and the mutate API (the site's leads), each a transaction with new revisions.
 */

const seed = (): SanityDocument[] => [
  { _id: "plan-starter", _type: "plan", price: 3500, name: [{ _key: "en", language: "en", value: "Starter" }] },
  { _id: "homePage", _type: "homePage", title: "Home" },
];
const edit = (set: Record<string, unknown>) => ({
  actionType: "sanity.action.document.edit",
  draftId: "drafts.plan-starter",
  publishedId: "plan-starter",
  patch: { set },
});
const publish = {
  actionType: "sanity.action.document.publish",
  draftId: "drafts.plan-starter",
  publishedId: "plan-starter",
};

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe("the local lake's store", () => {
  it("edits a draft made from the published document, then publishes it: the draft goes, revisions change", () => {
    const lake = new Lake(seed);
    lake.act([edit({ price: 4200 })], "editor");
    expect(lake.get("drafts.plan-starter")).toMatchObject({ price: 4200, name: [{ value: "Starter" }] });
    expect(lake.get("plan-starter")!.price).toBe(3500);

    const { transactionId } = lake.act([publish], "editor");
    expect(lake.get("drafts.plan-starter")).toBeNull();
    expect(lake.get("plan-starter")).toMatchObject({ price: 4200, _rev: transactionId });
  });

  it("applies Sanity patches (insert, unset, setIfMissing) as the Lake does", () => {
    const lake = new Lake(seed);
    lake.act(
      [
        {
          ...edit({}),
          patch: {
            insert: { after: "name[-1]", items: [{ _key: "fr", language: "fr", value: "Débutant" }] },
            setIfMissing: { features: [] },
          },
        },
      ],
      "editor",
    );
    lake.act([{ ...edit({}), patch: { unset: ['name[_key=="en"]'] } }], "editor");
    expect(lake.get("drafts.plan-starter")).toMatchObject({
      name: [{ _key: "fr", value: "Débutant" }],
      features: [],
    });
  });

  it("discards, unpublishes and deletes", () => {
    const lake = new Lake(seed);
    lake.act([edit({ price: 1 })], "editor");
    lake.act([{ actionType: "sanity.action.document.discard", draftId: "drafts.plan-starter" }], "editor");
    expect(lake.get("drafts.plan-starter")).toBeNull();

    lake.act(
      [{ actionType: "sanity.action.document.unpublish", draftId: "drafts.plan-starter", publishedId: "plan-starter" }],
      "editor",
    );
    expect(lake.get("plan-starter")).toBeNull();
    expect(lake.get("drafts.plan-starter")).toMatchObject({ price: 3500 });

    lake.act(
      [
        {
          actionType: "sanity.action.document.delete",
          publishedId: "plan-starter",
          includeDrafts: ["drafts.plan-starter"],
        },
      ],
      "editor",
    );
    expect(lake.all().map((document) => document._id)).toEqual(["homePage"]);
  });

  it("refuses a publish over someone else's change, and a failed transaction changes nothing", () => {
    const lake = new Lake(seed);
    lake.act([edit({ price: 9 })], "editor");
    const before = JSON.stringify(lake.all());
    expect(() => lake.act([edit({ price: 10 }), { ...publish, ifPublishedRevisionId: "stale" }], "editor")).toThrow(
      LakeError,
    );
    expect(JSON.stringify(lake.all())).toBe(before);
  });

  it("tells listeners each document's before and after, once per transaction", () => {
    const lake = new Lake(seed);
    const heard: Transaction[] = [];
    lake.subscribe((transaction) => heard.push(transaction));
    lake.act([edit({ price: 5 })], "editor");
    lake.act([publish], "editor");
    expect(heard.map((transaction) => transaction.changes.map((change) => change.id))).toEqual([
      ["drafts.plan-starter"],
      ["plan-starter", "drafts.plan-starter"],
    ]);
    const deletion = heard[1]!.changes[1]!;
    expect(deletion.before).toMatchObject({ price: 5 });
    expect(deletion.after).toBeNull();
  });

  it("plays the mutate API the site writes leads with, and deletes by query", async () => {
    const lake = new Lake(seed);
    const lead = { _id: "leads.1", _type: "lead", status: "new" };
    expect(lake.mutate([{ createIfNotExists: lead }], "site").results).toEqual([
      { id: "leads.1", operation: "create" },
    ]);
    expect(lake.mutate([{ createIfNotExists: lead }], "site").results).toEqual([{ id: "leads.1", operation: "none" }]);
    lake.mutate([{ patch: { id: "leads.1", set: { status: "contacted" } } }], "editor");
    expect(lake.get("leads.1")!.status).toBe("contacted");
    expect(() => lake.mutate([{ create: lead }], "site")).toThrow(/already exists/);

    const expanded = await lake.expandQueries([{ delete: { query: '*[_type == "lead"]' } }]);
    lake.mutate(expanded, "editor");
    expect(lake.get("leads.1")).toBeNull();
  });

  it("keeps its documents in a directory across restarts; reset goes back to the seed", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "lake-"));
    directories.push(directory);
    const first = new Lake(seed, directory);
    first.act([edit({ price: 7777 })], "editor");
    first.act([publish], "editor");

    const second = new Lake(seed, directory);
    expect(second.get("plan-starter")!.price).toBe(7777);
    expect(second.log).toHaveLength(2);
    expect(readFileSync(path.join(directory, "transactions.ndjson"), "utf8").trim().split("\n")).toHaveLength(2);

    const heard: Transaction[] = [];
    second.subscribe((transaction) => heard.push(transaction));
    second.reset();
    expect(second.get("plan-starter")).toMatchObject({ price: 3500, _rev: heard[0]!.id });
    expect(second.log).toEqual([]);
    expect(new Lake(seed, directory).get("plan-starter")!.price).toBe(3500);
  });

  it("announces at a reset only the documents it puts back (a journey's start refetches what the last one changed)", () => {
    const lake = new Lake(seed);
    const heard: Transaction[] = [];
    lake.subscribe((transaction) => heard.push(transaction));
    const untouched = lake.get("homePage")!._rev;
    lake.reset();
    expect(heard).toEqual([]);

    lake.act([edit({ price: 7777 })], "editor");
    heard.length = 0;
    lake.reset();
    expect(heard).toHaveLength(1);
    expect(heard[0]!.changes.map((change) => change.id)).toEqual(["drafts.plan-starter"]);
    expect(lake.get("drafts.plan-starter")).toBeNull();
    expect(lake.get("homePage")!._rev).toBe(untouched);
  });

  it("reads an upload's size from its first bytes, and refuses what is not an image", () => {
    const png = Buffer.alloc(24);
    png.write("\x89PNG", 0, "latin1");
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(imageSize(png)).toEqual({ width: 640, height: 480, extension: "png" });
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"></svg>'))).toEqual({
      width: 200,
      height: 100,
      extension: "svg",
    });
    expect(imageSize(Buffer.from("not an image"))).toBeNull();
  });
});

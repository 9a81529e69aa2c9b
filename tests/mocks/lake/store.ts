import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { Mutation } from "@sanity/mutator";
import { evaluateGroq, parseNdjson, type SanityDocument } from "@shared/content/groq";

/*
 * The documents of one dataset as the Content Lake keeps them (published and `drafts.` documents side by side), and
 * the two write APIs played over them: mutate (the site's lead writes, scripts) and actions (every Studio edit,
 * publish, discard…). Every write is one transaction: all or nothing, each changed document gets a new `_rev`, the
 * transaction is logged (history, and the journeys' "no write" check) and announced to listeners (listen streams,
 * live events). With a directory, documents survive a restart.
 */

export type LakeDocument = SanityDocument & { _rev?: string; _createdAt?: string; _updatedAt?: string };

/** One document's change in a transaction: what listen streams announce. */
export interface Change {
  id: string;
  before: LakeDocument | null;
  after: LakeDocument | null;
}

export interface Transaction {
  id: string;
  timestamp: string;
  author: string;
  /** `mutate` or the action types, for the log. */
  kinds: string[];
  changes: Change[];
}

/** Who the lake says the Studio's user is: there is nothing to protect in a local copy. */
export const LOCAL_EDITOR = {
  id: "local-editor",
  name: "Local editor",
  email: "editor@localhost",
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
  provider: "local",
};

export class LakeError extends Error {
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message);
  }
}

export type MutateMutation = Record<string, Record<string, unknown>>;
export type LakeAction = { actionType: string } & Record<string, unknown>;

const now = () => new Date().toISOString();
/** A document without what the lake stamps on every write. */
const content = ({ _rev, _createdAt, _updatedAt, ...rest }: LakeDocument) => rest;
const newRev = () => randomUUID().replaceAll("-", "").slice(0, 22);

/** Applies a Sanity patch (`set`, `unset`, `insert`, `setIfMissing`, `inc`, `diffMatchPatch`…) as the Lake does. */
function patched(document: LakeDocument | null, id: string, patch: Record<string, unknown>): LakeDocument {
  const result = new Mutation({ mutations: [{ patch: { ...patch, id } }] }).apply(document as never);
  if (!result) throw new LakeError(`Document "${id}" not found`, 404);
  return result as unknown as LakeDocument;
}

export class Lake {
  private documents = new Map<string, LakeDocument>();
  private listeners = new Set<(transaction: Transaction) => void>();
  readonly log: Transaction[] = [];

  /**
   * @param seed the documents a fresh dataset starts from
   * @param directory where documents.ndjson and transactions.ndjson are kept (none: in memory only)
   */
  constructor(
    private readonly seed: () => SanityDocument[],
    private readonly directory: string | null = null,
  ) {
    const saved = directory ? path.join(directory, "documents.ndjson") : null;
    if (saved && existsSync(saved)) this.load(parseNdjson(readFileSync(saved, "utf8"), saved));
    else this.load(seed());
    const history = directory ? path.join(directory, "transactions.ndjson") : null;
    if (history && existsSync(history)) {
      for (const line of readFileSync(history, "utf8").split("\n")) if (line.trim()) this.log.push(JSON.parse(line));
    }
    if (directory) {
      mkdirSync(directory, { recursive: true });
      this.save();
    }
  }

  private load(documents: SanityDocument[]) {
    this.documents = new Map(
      documents.map((document) => [
        document._id,
        { _rev: newRev(), _createdAt: now(), _updatedAt: now(), ...structuredClone(document) },
      ]),
    );
  }

  /**
   * Back to the seed, history and log emptied (a test's clean start). A document the seed holds as it is now keeps
   * its revision and is not announced; listeners hear the others (changed, made or deleted since), with the reset's
   * revision. (Announcing every document made the site refetch every query and the Studio's listeners all fire at
   * each journey's start, on a machine already busy loading the Studio.)
   */
  reset() {
    const before = this.documents;
    const id = `reset-${newRev()}`;
    this.load(this.seed());
    const changes: Change[] = [];
    for (const key of new Set([...before.keys(), ...this.documents.keys()])) {
      const [was, seeded] = [before.get(key) ?? null, this.documents.get(key) ?? null];
      if (was && seeded && isDeepStrictEqual(content(was), content(seeded))) {
        this.documents.set(key, was);
        continue;
      }
      if (seeded) seeded._rev = id;
      changes.push({ id: key, before: was, after: seeded });
    }
    this.log.length = 0;
    if (this.directory) rmSync(path.join(this.directory, "transactions.ndjson"), { force: true });
    this.save();
    if (changes.length === 0) return;
    const transaction = { id, timestamp: now(), author: "lake", kinds: ["reset"], changes };
    for (const listener of this.listeners) listener(transaction);
  }

  all(): LakeDocument[] {
    return [...this.documents.values()];
  }

  get(id: string): LakeDocument | null {
    return this.documents.get(id) ?? null;
  }

  subscribe(listener: (transaction: Transaction) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * A delete or patch may name its documents by query (`{delete: {query}}`: the Studio clears expired preview
   * secrets so): each becomes one mutation per matching document, found before the transaction (a write between
   * the two is possible; one editor makes it unlikely). A patch's `ifRevisionID` is checked (409 when it differs).
   */
  async expandQueries(mutations: MutateMutation[]): Promise<MutateMutation[]> {
    const expanded: MutateMutation[] = [];
    for (const mutation of mutations) {
      const [kind, body] = Object.entries(mutation)[0] ?? [];
      if (!kind || !body || typeof body.query !== "string") {
        expanded.push(mutation);
        continue;
      }
      const { query, params, ...rest } = body;
      const found = await evaluateGroq<LakeDocument[]>(query, (params as Record<string, unknown>) ?? {}, this.all());
      for (const document of Array.isArray(found) ? found : [])
        expanded.push({ [kind]: { ...rest, id: document._id } });
    }
    return expanded;
  }

  /** The mutate API: create, createIfNotExists, createOrReplace, delete, patch (by id; see expandQueries). */
  mutate(mutations: MutateMutation[], author: string, transactionId?: string) {
    const results: { id: string; operation: string }[] = [];
    const transaction = this.transact(author, ["mutate"], transactionId, (write, read) => {
      for (const mutation of mutations) {
        const [kind, body] = Object.entries(mutation)[0] ?? [];
        if (!kind || !body) throw new LakeError("Empty mutation", 400);
        const id = String(body._id ?? body.id ?? "");
        const existing = read(id);
        if (kind === "create" || kind === "createIfNotExists" || kind === "createOrReplace") {
          if (!body._type) throw new LakeError(`Document "${id}" has no _type`, 400);
          if (kind === "create" && existing) throw new LakeError(`Document by ID "${id}" already exists`);
          if (kind === "createIfNotExists" && existing) {
            results.push({ id, operation: "none" });
            continue;
          }
          write(id, body as LakeDocument);
          results.push({ id, operation: existing ? "update" : "create" });
        } else if (kind === "delete") {
          write(id, null);
          results.push({ id, operation: "delete" });
        } else if (kind === "patch") {
          if (!existing) throw new LakeError(`Document "${id}" not found`, 404);
          const { id: _id, query: _query, ifRevisionID, ...patch } = body;
          if (ifRevisionID && existing._rev !== ifRevisionID)
            throw new LakeError(
              `Document "${id}" has unexpected revision ID "${existing._rev}", expected "${ifRevisionID}"`,
            );
          write(id, patched(existing, id, patch));
          results.push({ id, operation: "update" });
        } else {
          throw new LakeError(`Mutation "${kind}" is not played by the local lake`, 400);
        }
      }
    });
    return { transactionId: transaction.id, results };
  }

  /** The Actions API the Studio writes through (sanity.action.document.*). */
  act(actions: LakeAction[], author: string, transactionId?: string) {
    const kinds = actions.map((action) => action.actionType.replace("sanity.action.document.", ""));
    const transaction = this.transact(author, kinds, transactionId, (write, read) => {
      for (const action of actions) this.applyAction(action, write, read);
    });
    return { transactionId: transaction.id };
  }

  private applyAction(
    action: LakeAction,
    write: (id: string, document: LakeDocument | null) => void,
    read: (id: string) => LakeDocument | null,
  ) {
    const draftId = String(action.draftId ?? "");
    const publishedId = String(action.publishedId ?? "");
    switch (action.actionType) {
      case "sanity.action.document.create": {
        const attributes = action.attributes as LakeDocument;
        if (read(attributes._id)) {
          if (action.ifExists === "ignore") return;
          throw new LakeError(`Document by ID "${attributes._id}" already exists`);
        }
        write(attributes._id, attributes);
        return;
      }
      case "sanity.action.document.edit": {
        const base = read(draftId) ?? (read(publishedId) ? { ...read(publishedId)!, _id: draftId } : null);
        if (!base) throw new LakeError(`Cannot edit "${publishedId}": it has neither a draft nor a published version`);
        write(draftId, patched(base, draftId, action.patch as Record<string, unknown>));
        return;
      }
      case "sanity.action.document.replaceDraft":
        write(draftId, { ...(action.attributes as LakeDocument), _id: draftId });
        return;
      case "sanity.action.document.publish": {
        const draft = read(draftId);
        if (!draft) throw new LakeError(`Cannot publish "${publishedId}": it has no draft`);
        const published = read(publishedId);
        const expected = action.ifPublishedRevisionId;
        if (expected && published?._rev !== expected) {
          throw new LakeError(`Cannot publish "${publishedId}": it was changed by someone else`);
        }
        write(publishedId, { ...draft, _id: publishedId });
        write(draftId, null);
        return;
      }
      case "sanity.action.document.discard":
        if (!read(draftId)) throw new LakeError(`"${draftId}" has no draft to discard`);
        write(draftId, null);
        return;
      case "sanity.action.document.unpublish": {
        const published = read(publishedId);
        if (!published) throw new LakeError(`"${publishedId}" is not published`);
        if (!read(draftId)) write(draftId, { ...published, _id: draftId });
        write(publishedId, null);
        return;
      }
      case "sanity.action.document.delete": {
        const drafts = (action.includeDrafts as string[] | undefined) ?? [];
        for (const id of [publishedId, ...drafts]) write(id, null);
        return;
      }
      default:
        throw new LakeError(`Action "${action.actionType}" is not played by the local lake`, 400);
    }
  }

  /**
   * Runs `body` against a working copy; on success the copy becomes the dataset, every changed document gets a new
   * revision, and the transaction is logged, saved and announced. A throw leaves the dataset as it was.
   */
  private transact(
    author: string,
    kinds: string[],
    transactionId: string | undefined,
    body: (
      write: (id: string, document: LakeDocument | null) => void,
      read: (id: string) => LakeDocument | null,
    ) => void,
  ): Transaction {
    const pending = new Map<string, LakeDocument | null>();
    const read = (id: string) => (pending.has(id) ? pending.get(id)! : this.get(id));
    const write = (id: string, document: LakeDocument | null) => {
      if (!id || id.includes(" ")) throw new LakeError(`"${id}" is not a document id`, 400);
      pending.set(id, document ? structuredClone(document) : null);
    };
    // Sanity refuses a transaction id it has seen: a client's try again of a write that landed changes nothing.
    if (transactionId && this.log.some((transaction) => transaction.id === transactionId))
      throw new LakeError(`The transaction ID "${transactionId}" already exists`);
    body(write, read);
    const id = transactionId || newRev();
    const timestamp = now();
    const changes: Change[] = [];
    for (const [documentId, next] of pending) {
      const before = this.get(documentId);
      if (!before && !next) continue;
      const after = next
        ? { ...next, _id: documentId, _rev: id, _createdAt: before?._createdAt ?? timestamp, _updatedAt: timestamp }
        : null;
      if (after) this.documents.set(documentId, after);
      else this.documents.delete(documentId);
      changes.push({ id: documentId, before, after });
    }
    const transaction = { id, timestamp, author, kinds, changes };
    this.log.push(transaction);
    if (this.directory) {
      this.save();
      appendFileSync(path.join(this.directory, "transactions.ndjson"), JSON.stringify(transaction) + "\n");
    }
    for (const listener of this.listeners) listener(transaction);
    return transaction;
  }

  /** Written to a temporary file and renamed, so a crash mid-write never leaves half a dataset. */
  private save() {
    if (!this.directory) return;
    const file = path.join(this.directory, "documents.ndjson");
    const text = this.all()
      .map((document) => JSON.stringify(document))
      .join("\n");
    writeFileSync(`${file}.tmp`, text + "\n");
    renameSync(`${file}.tmp`, file);
  }
}

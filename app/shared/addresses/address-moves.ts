import { pathsOf } from "./names";
import { redirectPath } from "./redirects";
import { movedPageRedirect } from "./site-paths";

/*
 * What a document's move leaves behind: a redirect from each address it had to the document. The same rule for the
 * Studio's publish (sanity-studio/actions/publishWithRedirect.ts) and the site's memory of addresses
 * (app/content/site/address-memory.server.ts), which sees every move the live stream reports, however it was made.
 */

/**
 * The site's memory of addresses: one document it writes (app/content/site/address-memory.server.ts), not editors; a
 * dot in its id keeps it from readers without a token.
 */
export const ADDRESS_MEMORY = { id: "ihuza.addresses", type: "addressMemory" } as const;

/** A document and its paths in every language (unprefixed, as redirects name them: /blog/lancement). */
export interface Remembered {
  id: string;
  paths: string[];
}

/** A published redirect, as far as a move reads it (KEPT_REDIRECTS_QUERY). */
export interface KeptRedirect {
  _id: string;
  _rev: string;
  from: string | null;
  enabled: boolean | null;
  page: string | null;
}

/** The published redirects as KeptRedirect: what a move may take over or switch off. */
export const KEPT_REDIRECTS_QUERY = `*[_type == "redirect" && !(_id in path("drafts.**")) && !(_id in path("versions.**"))]{
  _id, _rev, from, enabled, "page": toPage._ref
}`;

/** The documents as the memory keeps them, from the query's answer (one without a valid name has no paths). */
export function rememberedOf(documents: readonly { _id: string; [field: string]: unknown }[]): Remembered[] {
  return documents.flatMap((document) => {
    const paths = pathsOf(document);
    return paths ? [{ id: document._id, paths: [...new Set(Object.values(paths))] }] : [];
  });
}

/**
 * What to remember after a look: the documents as they are now, and those that are gone for now (unpublished, a
 * post set to come out later, a name being retyped) as they were last seen, so that one back under another name
 * still leaves a redirect from the old one. In the order of their ids: one memory has one spelling.
 */
export function nextMemory(before: readonly Remembered[], after: readonly Remembered[]): Remembered[] {
  const now = new Set(after.map(({ id }) => id));
  return [...after, ...before.filter(({ id }) => !now.has(id))].sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/** What a move writes (AddressChanges): new redirects, redirects taken over, and redirects switched off. */
export interface AddressChanges {
  create: ReturnType<typeof movedPageRedirect>[];
  takeOver: { redirect: KeptRedirect; from: string; page: string }[];
  switchOff: KeptRedirect[];
}

/**
 * What to write after the documents moved from `before` to `after`: for every path a document had and has no
 * longer, a permanent redirect from it to the document (which follows the document's later moves: one hop), unless
 * a document has that path now (a name given to another document wins) or such a redirect is there already; a
 * redirect from the path taken over (one an editor made there while the document held it); and the redirects from
 * a path a document has newly taken switched off (the page is there: a redirect would lead back to it). A document
 * gone (deleted, unpublished) leaves nothing new; its redirects lead nowhere while it is gone (the site answers 404).
 */
export function addressChanges(
  before: readonly Remembered[],
  after: readonly Remembered[],
  redirects: readonly KeptRedirect[],
): AddressChanges {
  const taken = new Map<string, string>();
  for (const { id, paths } of after) for (const path of paths) taken.set(redirectPath(path) ?? path, id);
  const pathSet = (documents: readonly Remembered[]) =>
    new Map(documents.map(({ id, paths }) => [id, new Set(paths.map((path) => redirectPath(path)))]));
  const [was, now] = [pathSet(before), pathSet(after)];
  const changes: AddressChanges = { create: [], takeOver: [], switchOff: [] };
  const done = new Set<string>();
  const ids = new Set(redirects.map(({ _id }) => _id));
  for (const { id, paths } of before) {
    const current = now.get(id);
    if (!current) continue;
    for (const path of paths) {
      const normal = redirectPath(path);
      if (!normal || current.has(normal) || taken.has(normal) || done.has(normal)) continue;
      done.add(normal);
      const existing = redirects.find((redirect) => redirectPath(redirect.from) === normal);
      if (existing?.enabled !== false && existing?.page === id) continue;
      if (existing) {
        changes.takeOver.push({ redirect: existing, from: path, page: id });
        continue;
      }
      // (an id named by the path, unless a redirect an editor moved to another path holds it)
      const redirect = movedPageRedirect(null, path, id);
      for (let n = 2; ids.has(redirect._id); n++) redirect._id = `${movedPageRedirect(null, path, id)._id}-${n}`;
      ids.add(redirect._id);
      changes.create.push(redirect);
    }
  }
  changes.switchOff = redirects.filter((redirect) => {
    const path = redirectPath(redirect.from);
    const owner = path ? taken.get(path) : undefined;
    return redirect.enabled !== false && owner !== undefined && !was.get(owner)?.has(path);
  });
  return changes;
}

/**
 * The changes as Content Lake mutations. `guarded` (the site, which may race an editor or another instance): a
 * redirect is created only if no document has its id, and one taken over or switched off only at the revision read,
 * so that a change made meanwhile fails the transaction (409) and the next look reads it. Unguarded (the Studio, a
 * moment after the editor's own publish): a redirect the site made first is left as it is.
 */
export function addressMutations(changes: AddressChanges, guarded: boolean): Record<string, unknown>[] {
  const revision = (redirect: KeptRedirect) => (guarded ? { ifRevisionID: redirect._rev } : {});
  return [
    ...changes.create.map((redirect) => (guarded ? { create: redirect } : { createIfNotExists: redirect })),
    ...changes.takeOver.map(({ redirect, from, page }) => {
      const { toPage, permanent, enabled } = movedPageRedirect(redirect._id, from, page);
      return {
        patch: { id: redirect._id, ...revision(redirect), set: { from, toPage, permanent, enabled }, unset: ["toUrl"] },
      };
    }),
    ...changes.switchOff.map((redirect) => ({
      patch: { id: redirect._id, ...revision(redirect), set: { enabled: false } },
    })),
  ];
}

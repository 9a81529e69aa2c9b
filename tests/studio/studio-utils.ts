import path from "node:path";
import { expect, test as base, type Locator, type Page, type TestInfo } from "@playwright/test";
import { LAKE_URL, SITE_URL, STUDIO_URL } from "../../playwright.studio.config";
import { DEFAULT_SANITY_API_VERSION } from "@shared/setup/env.server";
import { JOURNEYS } from "../../scripts/lake-addresses.mjs";
import { schemaTypes } from "../../sanity-studio/schemaTypes";

/** A write the lake received (GET /__lake/log). */
export interface LakeWrite {
  id: string;
  author: string;
  kinds: string[];
  documents: string[];
}

const API = `${LAKE_URL}/v${DEFAULT_SANITY_API_VERSION}/data`;

export const lake = {
  /** Back to the bundled dataset (each journey starts from it). */
  async reset() {
    // A write: the lake takes it with a token (or from the Studio's origin).
    const reset = await fetch(`${LAKE_URL}/__lake/reset`, {
      method: "POST",
      headers: { Authorization: "Bearer journeys" },
    });
    expect(reset.ok).toBe(true);
  },
  async writes(): Promise<LakeWrite[]> {
    return (await fetch(`${LAKE_URL}/__lake/log`)).json();
  },
  async query<T>(query: string, perspective = "raw"): Promise<T> {
    const url = `${API}/query/${JOURNEYS.dataset}?query=${encodeURIComponent(query)}&perspective=${perspective}`;
    const body = (await (await fetch(url)).json()) as { result: T };
    return body.result;
  },
  /** Writes as the site or a script would (the mutate API), to set up a journey's starting point. */
  async mutate(mutations: object[]) {
    const response = await fetch(`${API}/mutate/${JOURNEYS.dataset}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer journeys" },
      body: JSON.stringify({ mutations }),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
  },
};

/** The site's HTML for a path, as a visitor gets it. */
export async function sitePage(path: string): Promise<string> {
  return (await fetch(`${SITE_URL}${path}`)).text();
}

export const test = base.extend({
  page: async ({ page }, use) => {
    // The Studio also calls Sanity's CDN (fonts, a bridge script, version checks): nothing outside this machine.
    await page.route(/^https?:\/\/(?!localhost[:/]|[a-z0-9-]+\.localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
      route.abort(),
    );
    await lake.reset();
    await use(page);
  },
});

export { expect };

/** Checks `assertion` every quarter second for `ms`: for a state that must hold, not merely be reached. */
export async function holdsFor(ms: number, assertion: () => Promise<void>) {
  const until = Date.now() + ms;
  do {
    await assertion();
    await new Promise((resolve) => setTimeout(resolve, 250));
  } while (Date.now() < until);
}

/**
 * A picture of the Studio at this point of a journey: attached to the test's report, and written to the folder
 * named by STUDIO_SCREENSHOTS (`npm run screenshots:studio` refreshes the editors' guide's pictures in docs/studio/).
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const folder = process.env.STUDIO_SCREENSHOTS;
  const body = await page.screenshot(folder ? { path: path.resolve(folder, `${name}.png`) } : {});
  await testInfo.attach(name, { body, contentType: "image/png" });
}

/** Document types the Studio's schema makes read-only as a whole. */
const READ_ONLY_TYPES = new Set<string>(
  schemaTypes.flatMap((type) => ("readOnly" in type && type.readOnly === true ? [type.name] : [])),
);

export const studio = {
  /**
   * Opens a document in the Structure tool and waits for its form. In the Structure tool already loaded, the
   * Studio's router is moved as the browser's back and forward buttons do (history + popstate), without a reload;
   * from another tool (Presentation keeps documents in panes of its own) the Studio is loaded at the document.
   */
  async open(page: Page, id: string, type: string) {
    const path = `/intent/edit/id=${id};type=${type}`;
    if (page.url().startsWith(`${STUDIO_URL}/structure`)) {
      await page.evaluate((to) => {
        history.pushState(null, "", to);
        dispatchEvent(new PopStateEvent("popstate"));
      }, path);
    } else {
      await page.goto(`${STUDIO_URL}${path}`);
    }
    // This document's form (its pane's id, `<pane>-<document id>-<n>`, names it), not the one shown before; waitFor
    // follows the page as it changes, where expect's polling would add up to a second per document.
    const pane = page.locator(`[data-testid="document-pane"][id*="-${id}-"]`);
    await pane.locator('[data-testid^="field-"]').first().waitFor({ timeout: 30_000 });
    // A type the schema makes read-only (newsletter subscribers) is never editable: nothing to wait for.
    if (!READ_ONLY_TYPES.has(type)) await studio.formReady(pane.getByTestId("form-view"));
  },
  /**
   * Waits until a document's form is editable and the Studio has put the focus in it. Once a form is ready the
   * Studio focuses its first field, once (sanity's FormView: focusFirstDescendant); a field filled in the moment
   * before loses the focus to that move, and a reference field its search (the list closes and empties on blur, for
   * good). Fields are drawn, read-only, before the form is ready, so their presence is no sign.
   */
  async formReady(form: Locator) {
    await expect(form).not.toHaveAttribute("data-read-only", "true", { timeout: 30_000 });
    await expect
      .poll(() => form.evaluate((element) => element.contains(document.activeElement)), { timeout: 30_000 })
      .toBe(true);
  },
  /**
   * Loads the Studio at a path. (Moving a loaded Studio's router to another tool, as `open` does within Structure,
   * now and then leaves Presentation unmounted: a tool is always entered by loading it.)
   */
  async goto(page: Page, path: string) {
    await page.goto(`${STUDIO_URL}${path}`);
  },
  /**
   * Shows one language in translated fields (the language filter in the document's header). On a busy machine the
   * Studio's sticky title can take a click meant for the menu and close it: each step reopens the menu if needed
   * and is retried until the filter says what it should.
   */
  async showOnly(page: Page, language: string) {
    await studio.showAll(page);
    const filter = page.getByRole("button", { name: /^Showing/ });
    await expect(async () => {
      const hideAll = page.getByRole("button", { name: "Hide all", exact: true });
      // (the filter's entries are named "English en": a reference field's "Open" ends in "en" too)
      const choice = page.getByRole("button", { name: new RegExp(`\\s${language}$`) });
      if (!(await choice.isVisible())) await filter.click({ timeout: 2_000 });
      if (await hideAll.isVisible()) await hideAll.click({ timeout: 2_000 });
      await choice.click({ timeout: 2_000 });
      await expect(filter).toHaveText(/^Showing 1 \//, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press("Escape");
  },
  async showAll(page: Page) {
    const filter = page.getByRole("button", { name: /^Showing/ });
    await expect(async () => {
      if ((await filter.textContent()) === "Showing all") return;
      const showAll = page.getByRole("button", { name: "Show all", exact: true });
      if (!(await showAll.isVisible())) await filter.click({ timeout: 2_000 });
      await showAll.click({ timeout: 2_000 });
      await expect(filter).toHaveText("Showing all", { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  },
  /**
   * Waits until Presentation shows its preview at rest: connected (its "Loading." cover gone) and faded in (the
   * frame and what holds it fully opaque), for a picture of it.
   */
  async previewShown(page: Page) {
    await expect(page.getByText("Loading.", { exact: true })).toBeHidden();
    await page.waitForFunction(() => {
      let node: Element | null = document.querySelector("iframe");
      if (!node) return false;
      for (; node; node = node.parentElement) if (getComputedStyle(node).opacity !== "1") return false;
      return true;
    });
  },
  /**
   * Types `search` into a reference field's search box and picks the result named `option`, as an editor does. The
   * results open under the box and follow it: when fields above it finish drawing their entries (a translated
   * field's languages are drawn a moment after the form is editable, later on a busy machine), the box can be pushed
   * out of its pane's view and its results are hidden with it. An editor scrolls back to the box; so does this, and
   * types again if the box lost the focus (its results close for good then), until the result can be clicked. The
   * click itself is not retried: it picks the page, the box goes, and the Studio can take seconds to answer it. It
   * resolves once the box has gone (the field holds the page): a dialog closed before that closes on an empty field,
   * and a link's annotation left empty is removed with it (CI's journey 17 lost its link so, on a busy machine).
   */
  async pickReference(page: Page, box: Locator, search: string, option: RegExp) {
    await box.fill(search);
    await expect(box).toHaveValue(search);
    const result = page.getByRole("option", { name: option });
    await expect(async () => {
      const focused = await box.evaluate((element) => element === document.activeElement, null, { timeout: 2_000 });
      if (!focused) await box.fill(search, { timeout: 2_000 });
      await box.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await result.click({ trial: true, timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await result.click();
    await expect(box).toBeHidden({ timeout: 30_000 });
  },
  /**
   * Makes `words` in a text editor a link by the annotation titled `title`, as an editor does: a triple click takes the
   * paragraph, then its toolbar button, or the toolbar's "more" menu where the pane is too narrow for the button.
   * Resolves once the link's dialog shows `input` (its first field). The link is always made, but its dialog is not
   * always drawn: traces of failed runs show the link in the text and no dialog in the page, after the "more" menu
   * (which, as it closes, gives the focus back to the text while the Studio opens the dialog). An editor then opens
   * the link again, by clicking its words and the link's Edit button; so does this.
   */
  async linkWords(page: Page, editor: Locator, words: string, title: string, input: Locator) {
    const text = editor.getByText(words, { exact: true });
    await text.click({ clickCount: 3 });
    const button = editor.getByRole("button", { name: title, exact: true }).filter({ visible: true });
    if ((await button.count()) > 0) await button.click();
    else {
      await editor.getByTestId("action-menu-button").click();
      await page.getByRole("menuitem", { name: title, exact: true }).click();
    }
    let opened = false;
    await expect(async () => {
      if (opened && !(await input.isVisible())) {
        await text.click({ timeout: 2_000 });
        await page.getByTestId("edit-annotation-button").click({ timeout: 2_000 });
      }
      opened = true;
      await expect(input).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
  },
  /**
   * Points at a field's validation icon until its tooltip shows `message`, as an editor points again at an icon
   * whose tooltip did not open. The tooltip opens when the pointer enters the icon and closes when it leaves; on a
   * busy machine the form can still move, or draw the icon anew, after the pointer came to rest, and a pointer at rest
   * enters nothing (CI once hovered journey 9's icon and its tooltip never opened in 15 s). The icon must be shown
   * first: only its tooltip is waited for again.
   */
  async tooltipOf(page: Page, icon: Locator, message: string | RegExp) {
    await expect(icon).toBeVisible();
    const text = page.getByText(message);
    await expect(async () => {
      await page.mouse.move(0, 0);
      await icon.hover({ timeout: 2_000 });
      await expect(text).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  },
  field(page: Page, name: string): Locator {
    return page.getByTestId(`field-${name}`);
  },
  publishButton(page: Page): Locator {
    // Exact: the document's status chip says "Published" too.
    return page.getByRole("button", { name: "Publish", exact: true });
  },
  /** Publishes the open document and waits until the lake has it (the Studio shows it published, nothing to publish). */
  async publish(page: Page) {
    const publish = studio.publishButton(page);
    await expect(publish).toBeEnabled();
    // The notice of a publish a moment before (shown 5 s) gone first: the one awaited is this publish's.
    const notices = page.getByText(/was published/);
    await expect(notices).toHaveCount(0);
    // A click the Studio drops (it came while the form was still settling after a drag) is made again.
    await expect(async () => {
      if (await publish.isEnabled()) await publish.click({ timeout: 2_000 });
      await expect(notices.last()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(publish).toBeDisabled();
  },
};

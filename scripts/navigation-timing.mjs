// A tap on a link, timed as a visitor feels it (issue 63): from a real pointer press on the link to the new page's
// heading on screen, with the CPU slowed as a phone is (Chromium's CPU throttling), client-side (the page hydrated,
// the router navigates) or loaded anew (the same press, the browser loading the page itself). Also what the
// navigation requested over the network (its data, script chunks) and the click's interaction time as Chromium reports it (INP's
// event timing). Used by `npm run bench` (scripts/bench-navigation.mjs) and the end-to-end tests.

/** In the page: notes the press on the link and, on the next page or this one, when the heading first shows. */
function installProbe({ heading, anew }) {
  const KEY = "navigation-timing";
  const now = () => performance.timeOrigin + performance.now();
  // The heading's first frame on screen: in the DOM, then painted (two frames: the commit's own, then the paint).
  const watch = () =>
    new Promise((resolve) => {
      const seen = () => [...document.querySelectorAll("h1")].some((h1) => h1.textContent?.trim() === heading);
      const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(now())));
      if (seen()) return painted();
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        painted();
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    });
  const pressed = Number(sessionStorage.getItem(KEY) ?? NaN);
  if (!Number.isNaN(pressed)) {
    // A page loaded anew after the press: its heading's time is read by the test.
    sessionStorage.removeItem(KEY);
    window.__navigationShown = watch().then((shown) => shown - pressed);
    return;
  }
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  window.addEventListener(
    "pointerdown",
    (event) => {
      const at = performance.timeOrigin + event.timeStamp;
      // (loaded anew, the next page reads the press from the tab's storage; else this page watches)
      if (anew) sessionStorage.setItem(KEY, String(at));
      else window.__navigationShown = watch().then((shown) => shown - at);
      // Loaded anew is a press before the page's scripts have run: they do not hear it.
      if (anew) event.stopPropagation();
    },
    { capture: true, once: true },
  );
}

/**
 * Presses `link` (a locator) on `page` with the mouse, as a visitor taps it, and resolves to the milliseconds until
 * `heading` (the new page's h1) was on screen, the requests made meanwhile, and the longest interaction Chromium
 * timed for the press. `anew`: the press loads the page anew (the browser's own navigation, as before the page's
 * scripts have run) instead of the router's.
 */
export async function tapAndTime(page, link, heading, { anew = false } = {}) {
  await page.evaluate(installProbe, { heading, anew });
  const target = new URL(await link.evaluate((element) => element.href)).pathname;
  if (anew) {
    await link.evaluate((element) =>
      element.addEventListener(
        "click",
        (event) => {
          event.preventDefault();
          event.stopImmediatePropagation();
          location.assign(element.href);
        },
        { capture: true, once: true },
      ),
    );
    await page.addInitScript(installProbe, { heading, anew: false });
  }
  // What went over the network: a request the browser answered from what it had (its cache, a prefetched copy the
  // navigation used) is not one.
  const requests = [];
  const network = await page.context().newCDPSession(page);
  await network.send("Network.enable");
  const record = ({ response }) => {
    if (!response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker)
      requests.push(new URL(response.url).pathname);
  };
  network.on("Network.responseReceived", record);
  // (a link below the first screen is scrolled to first, as a visitor does, and the parts it passes come near)
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  const box = await link.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  if (anew) await page.waitForURL((url) => url.pathname === target, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__navigationShown !== undefined, undefined, { timeout: 60_000 });
  const ms = await page.evaluate(() => window.__navigationShown);
  const inp = anew
    ? null
    : await page.evaluate(() => Math.max(0, ...window.__interactions.map((entry) => entry.duration)));
  network.off("Network.responseReceived", record);
  await network.detach();
  return {
    ms: Math.round(ms),
    inp,
    data: requests.filter((path) => path.endsWith(".data")),
    chunks: requests.filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
  };
}

/** Slows `page`'s CPU `rate` times (1: not at all), as Lighthouse slows it for a phone (4×). */
export async function throttleCpu(page, rate) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate });
  return session;
}

import { readFileSync } from "node:fs";
import { setupServer } from "msw/node";
import { changedTags, datasetOf, handlersWith, liveHub, type MockControl } from "./sanity";

/*
 * One handler file per outside service; today the only one is Sanity. Unit tests use `mockServer` directly;
 * a server process gets the same mocks through tests/mocks/start.ts, loaded with `node --import` from outside the
 * app (the production build never contains them).
 */

/** The control file an end-to-end test writes (see MockControl); no file: the fixtures as they are. */
function controlFromFile(): MockControl {
  const file = process.env.MOCK_SANITY_PATCHES;
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, "utf8")) as MockControl;
  } catch {
    return {};
  }
}

export const mockServer = setupServer(...handlersWith(controlFromFile));

/**
 * Plays an editor's publish on the live stream: when the control file's content changes, the sync tags of every
 * document it changed are sent as a live event, as Sanity's Live Content API would. The file is read on a timer and
 * its text compared, not watched: `fs.watchFile` (libuv's stat poller) was seen to stop reporting in a busy server
 * after the file's second removal, so that a test's publish never reached the site (the server's log showed no
 * event for the next write or removal). A read of a file this small every 100 ms costs nothing.
 */
function watchControlFile() {
  const file = process.env.MOCK_SANITY_PATCHES;
  if (!file) return;
  const read = () => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return null; // no file: the fixtures as they are
    }
  };
  let text = read();
  let dataset = datasetOf(controlFromFile());
  setInterval(() => {
    const now = read();
    if (now === text) return;
    text = now;
    console.info(`[mocks] control file ${now === null ? "removed" : "written"}`);
    const next = datasetOf(controlFromFile());
    liveHub.emit(changedTags(dataset, next));
    dataset = next;
  }, 100).unref();
}

let started = false;

/** Starts msw in this process: every request for a Sanity host is answered from fixtures/. */
export function startMockServer() {
  if (started) return;
  started = true;
  // Fail loudly: a request nobody mocked means a test reached for the real network. Loopback is the tests' own
  // peers (the Varnish that test:varnish puts in front, receiving the site's purges) and goes through.
  mockServer.listen({
    onUnhandledRequest(request, print) {
      if (["localhost", "127.0.0.1", "[::1]"].includes(new URL(request.url).hostname)) return;
      print.error();
    },
  });
  watchControlFile();
  console.info("[mocks] msw is answering the Sanity API (query and live events) from fixtures/");
}

import { setupServer } from "msw/node";
import { sanityHandlers } from "./sanity";

/** One handler file per outside service; today the only one is Sanity. */
export const mockServer = setupServer(...sanityHandlers);

let started = false;

/** Starts msw in this process (the vitest setup, or a server started with MOCKS=true). */
export function startMockServer() {
  if (started) return;
  started = true;
  // Fail loudly: a request nobody mocked means a test reached for the real network.
  mockServer.listen({ onUnhandledRequest: "error" });
  console.info("[mocks] msw is answering the Sanity API from fixtures/");
}

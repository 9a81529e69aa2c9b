// Loaded before the server with `node --import tsx --import ./tests/mocks/start.ts build/start.js` (see
// playwright.config.ts): the mocked Sanity runs in the server's process without being part of the app.
import { startMockServer } from "./node";

startMockServer();

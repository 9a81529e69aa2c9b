// The worker of tests/mocks/searches-aside.ts (plain JavaScript: a worker thread runs without the test's loader):
// one query at a time, as app/shared/content/groq.ts's evaluateGroq evaluates it, answering its value or its error.
import { parentPort } from "node:worker_threads";
import { evaluate, parse } from "groq-js";

parentPort.on("message", async ({ query, params, documents }) => {
  try {
    const value = await evaluate(parse(query, { params }), { dataset: documents, params });
    parentPort.postMessage({ result: await value.get() });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});

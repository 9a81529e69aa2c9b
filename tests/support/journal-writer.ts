// A child process for the crash test (app/lib/journal.server.test.ts): appends records as fast as it can, many at
// a time, and prints the id of each one the journal acknowledged, until it is killed with SIGKILL.
import { Journal } from "../../app/lib/journal.server";

const file = process.argv[2]!;
const { journal } = await Journal.open<{ id: number; text: string }>(file);
let next = 0;
for (;;) {
  const batch = Array.from({ length: 20 }, () => next++);
  await Promise.all(
    batch.map((id) =>
      journal.append({ id, text: `lead ${id} `.repeat(50) }).then(() => process.stdout.write(`${id}\n`)),
    ),
  );
}

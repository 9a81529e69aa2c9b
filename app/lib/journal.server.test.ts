import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { encodeRecord, Journal, JournalFullError, readJournal, RECORD_BYTES_MAX } from "./journal.server";

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "journal-"));
  file = path.join(dir, "leads.journal");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the leads journal", () => {
  it("gives back every record appended, in order, after it is reopened", async () => {
    const { journal } = await Journal.open<{ n: number }>(file);
    await journal.append({ n: 1 });
    await journal.append({ n: 2 }, { n: 3 });
    await journal.close();
    const reopened = await Journal.open<{ n: number }>(file);
    expect(reopened.records).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(reopened.report).toEqual({ records: 3, tornBytes: 0, damaged: 0 });
    await reopened.journal.close();
  });

  it("keeps 50 records appended at the same moment, each exactly once", async () => {
    const { journal } = await Journal.open<{ n: number }>(file);
    await Promise.all(Array.from({ length: 50 }, (_, n) => journal.append({ n })));
    await journal.close();
    const numbers = readJournal<{ n: number }>(file).records.map((record) => record.n);
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it("cuts off a torn last line (a crash mid-write) and appends cleanly after it", async () => {
    writeFileSync(file, encodeRecord({ n: 1 }) + encodeRecord({ n: 2 }).slice(0, 12));
    const { journal, records, report } = await Journal.open<{ n: number }>(file);
    expect(records).toEqual([{ n: 1 }]);
    expect(report.tornBytes).toBe(12);
    await journal.append({ n: 3 });
    await journal.close();
    expect(readJournal<{ n: number }>(file)).toEqual({
      records: [{ n: 1 }, { n: 3 }],
      report: { records: 2, tornBytes: 0, damaged: 0 },
    });
  });

  it("skips a damaged line (a bad checksum or JSON) and still reads the records around it", () => {
    const good = encodeRecord({ n: 1 });
    const flipped = encodeRecord({ n: 2 }).replace('"n":2', '"n":9');
    writeFileSync(file, good + flipped + "00000000\t{not json\n" + "garbage without a tab\n");
    appendFileSync(file, encodeRecord({ n: 3 }));
    expect(readJournal<{ n: number }>(file)).toEqual({
      records: [{ n: 1 }, { n: 3 }],
      report: { records: 2, tornBytes: 0, damaged: 3 },
    });
  });

  it("loses no acknowledged record when the writing process is killed with SIGKILL mid-burst", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/journal-writer.ts", file], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const acknowledged: number[] = [];
    let buffered = "";
    await new Promise<void>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        acknowledged.push(...lines.map(Number));
        if (acknowledged.length >= 400 && child.exitCode === null && !child.killed) {
          child.kill("SIGKILL");
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once("exit", resolve));

    const { journal, records, report } = await Journal.open<{ id: number; text: string }>(file);
    await journal.close();
    const kept = new Set(records.map((record) => record.id));
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
    expect(kept.size).toBe(records.length); // none twice
    expect(report.damaged).toBe(0);
    for (const record of records) expect(record.text).toBe(`lead ${record.id} `.repeat(50));
    // After the repair, the file is whole lines only.
    expect(readFileSync(file, "utf8").endsWith("\n")).toBe(true);
  }, 30_000);
});

describe("a journal a stranger could grow (issue 62)", () => {
  it("opens past V8's longest string: a 600 MiB unfinished line is cut off, in chunks, and appends go on", async () => {
    writeFileSync(file, encodeRecord({ n: 1 }));
    const whole = readFileSync(file).length;
    // (a sparse file: 600 MiB of zero bytes and no line end, as a torn write of a flood would leave)
    truncateSync(file, whole + 600 * 2 ** 20);
    const { journal, records, report } = await Journal.open<{ n: number }>(file);
    expect(records).toEqual([{ n: 1 }]);
    expect(report.tornBytes).toBe(600 * 2 ** 20);
    await journal.append({ n: 2 });
    await journal.close();
    expect(readJournal<{ n: number }>(file).records).toEqual([{ n: 1 }, { n: 2 }]);
  }, 60_000);

  it(`skips a line longer than a record can be (${RECORD_BYTES_MAX / 2 ** 20} MiB) and reads the next`, () => {
    writeFileSync(file, `${"x".repeat(RECORD_BYTES_MAX + 1)}\n${encodeRecord({ n: 2 })}`);
    expect(readJournal<{ n: number }>(file)).toEqual({
      records: [{ n: 2 }],
      report: { records: 1, tornBytes: 0, damaged: 1 },
    });
  });

  it("refuses an append past its size budget, writing nothing, and takes appends within it", async () => {
    const line = Buffer.byteLength(encodeRecord({ n: 1 }));
    const { journal } = await Journal.open<{ n: number }>(file, { maxBytes: line * 2 });
    await journal.append({ n: 1 });
    // (two at once: the second is over, whichever order they are queued in)
    const [second, third] = await Promise.allSettled([journal.append({ n: 2 }), journal.append({ n: 3 })]);
    expect(second.status).toBe("fulfilled");
    expect(third.status === "rejected" && third.reason).toBeInstanceOf(JournalFullError);
    await expect(journal.append({ n: 4 })).rejects.toThrow(/size budget/);
    await journal.close();
    expect(readJournal<{ n: number }>(file).records).toEqual([{ n: 1 }, { n: 2 }]);
    expect(readFileSync(file).length).toBe(line * 2);
  });
});

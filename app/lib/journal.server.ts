import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  truncateSync,
} from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";

/*
 * An append-only journal (the local store of leads, the visit counts). One record per line, `<crc32>\t<json>\n`, appended and
 * fsync'd before the append resolves, so a record the site acknowledged to a visitor is on disk. Appends that
 * arrive together are written and synced together (group commit), so 50 submissions at once cost a few syncs.
 *
 * After a crash (kill -9, power loss) the file can end in a torn line: a write that was never acknowledged. Opening
 * the journal cuts it off. A line whose checksum does not match (a damaged disk block) is skipped and reported,
 * never fatal: the records around it are still read.
 */

export interface JournalReport {
  /** Records read back. */
  records: number;
  /** Bytes of an unfinished last line that were cut off (a write interrupted by a crash). */
  tornBytes: number;
  /** Lines skipped because their checksum or JSON was wrong. */
  damaged: number;
}

const checksum = (json: string) => crc32(json).toString(16).padStart(8, "0");

export function encodeRecord(record: unknown): string {
  const json = JSON.stringify(record);
  return `${checksum(json)}\t${json}\n`;
}

/** Reads every intact record of a journal's text; the last unfinished line (if any) is reported, not read. */
export function decodeJournal<R>(text: string): { records: R[]; report: JournalReport } {
  const end = text.lastIndexOf("\n") + 1;
  const records: R[] = [];
  let damaged = 0;
  for (const line of text.slice(0, end).split("\n")) {
    if (!line) continue;
    const tab = line.indexOf("\t");
    const json = line.slice(tab + 1);
    if (tab !== 8 || line.slice(0, 8) !== checksum(json)) {
      damaged++;
      continue;
    }
    try {
      records.push(JSON.parse(json) as R);
    } catch {
      damaged++;
    }
  }
  return { records, report: { records: records.length, tornBytes: Buffer.byteLength(text.slice(end)), damaged } };
}

/** Reads a journal file without changing it (for `npm run leads`, which may run beside the server). */
export function readJournal<R>(file: string): { records: R[]; report: JournalReport } {
  if (!existsSync(file)) return { records: [], report: { records: 0, tornBytes: 0, damaged: 0 } };
  return decodeJournal<R>(readFileSync(file, "utf8"));
}

/** A folder's entries reach the disk (a file made or renamed in it survives a crash). */
function syncFolder(folder: string) {
  const descriptor = openSync(folder, "r");
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

export class Journal<R> {
  private pending: { line: string; done: (error?: unknown) => void }[] = [];
  /** Whether a write of what is pending is under way or queued. */
  private writing = false;
  /** The file's operations (writes, a compaction), one after the other. */
  private tail: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    private handle: FileHandle,
    /** Bytes of whole, acknowledged records: where the file is cut back to if a write fails half-way. */
    private size: number,
  ) {}

  /**
   * Opens (or creates) the journal, repairs a torn last line, and returns it with every record it holds. The
   * folder is fsync'd when the file is new, so the file itself survives a crash too.
   */
  static async open<R>(file: string): Promise<{ journal: Journal<R>; records: R[]; report: JournalReport }> {
    mkdirSync(path.dirname(file), { recursive: true });
    const isNew = !existsSync(file);
    const { records, report } = readJournal<R>(file);
    if (report.tornBytes > 0) truncateSync(file, statSync(file).size - report.tornBytes);
    const handle = await open(file, "a");
    if (isNew) {
      await handle.sync();
      syncFolder(path.dirname(file));
    }
    return { journal: new Journal<R>(file, handle, statSync(file).size), records, report };
  }

  /** Appends records; resolves once they are on disk (written and fsync'd), rejects if they could not be. */
  append(...records: R[]): Promise<void> {
    const line = records.map(encodeRecord).join("");
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ line, done: (error) => (error ? reject(error) : resolve()) });
      if (this.writing) return;
      this.writing = true;
      this.tail = this.tail.then(() => this.write());
    });
  }

  /**
   * Rewrites the file as `compacted(the records it holds)`, what they add up to, atomically: the new file is
   * written and synced beside the old one, then renamed over it, so a crash leaves one or the other whole. Appends
   * that arrive meanwhile wait, and are written after it.
   */
  compact(compacted: (records: R[]) => R[]): Promise<void> {
    const run = this.tail.then(async () => {
      const { records } = readJournal<R>(this.file);
      const temporary = `${this.file}.compact`;
      const handle = await open(temporary, "w");
      try {
        await handle.write(compacted(records).map(encodeRecord).join(""));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await this.handle.close();
      renameSync(temporary, this.file);
      syncFolder(path.dirname(this.file));
      this.handle = await open(this.file, "a");
      this.size = statSync(this.file).size;
    });
    this.tail = run.catch(() => {});
    return run;
  }

  /** Writes what is pending (group commit: what arrives while a write runs goes with the next). */
  private async write(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      const bytes = Buffer.from(batch.map((entry) => entry.line).join(""));
      try {
        await this.handle.write(bytes);
        await this.handle.datasync();
        this.size += bytes.length;
        for (const entry of batch) entry.done();
      } catch (error) {
        // A disk that is full or failing: cut back whatever part was written, so the next append starts clean.
        await this.handle.truncate(this.size).catch(() => {});
        for (const entry of batch) entry.done(error);
      }
    }
    this.writing = false;
  }

  async close() {
    await this.tail;
    await this.handle.close();
  }
}

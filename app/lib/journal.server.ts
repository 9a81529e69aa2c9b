import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
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
 *
 * Bounded: a journal is read a chunk at a time (never as one string: V8's longest is ~512 MiB), the server's reads
 * yield to the event loop between chunks, a line over RECORD_BYTES_MAX is damaged, and a journal given `maxBytes`
 * refuses an append past it (JournalFullError) rather than grow.
 */

export interface JournalReport {
  /** Records read back. */
  records: number;
  /** Bytes of an unfinished last line that were cut off (a write interrupted by a crash). */
  tornBytes: number;
  /** Lines skipped because their checksum or JSON was wrong, or they were longer than a record can be. */
  damaged: number;
}

/** The longest line a record may take: a lead is a few kB; a day of visit counts, a few MB at most. */
export const RECORD_BYTES_MAX = 64 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;

/** An append past a journal's size budget: nothing was written. */
export class JournalFullError extends Error {
  constructor(file: string, maxBytes: number) {
    super(`${path.basename(file)} has reached its size budget (${Math.round(maxBytes / 2 ** 20)} MB)`);
  }
}

const checksum = (json: string) => crc32(json).toString(16).padStart(8, "0");

export function encodeRecord(record: unknown): string {
  const json = JSON.stringify(record);
  return `${checksum(json)}\t${json}\n`;
}

/** Reads records from chunks of a journal's bytes, line by line; what is left at the end is a torn line. */
class RecordReader<R> {
  readonly records: R[] = [];
  private damaged = 0;
  private partial: Buffer[] = [];
  private partialBytes = 0;
  /** Inside a line longer than RECORD_BYTES_MAX: skipped up to its end (these bytes of it so far). */
  private skipping = false;
  private skippedBytes = 0;

  push(chunk: Buffer) {
    let from = 0;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, from)) {
      this.line(chunk.subarray(from, at));
      from = at + 1;
    }
    if (from < chunk.length) this.keep(chunk.subarray(from));
  }

  private keep(bytes: Buffer) {
    if (this.skipping) {
      this.skippedBytes += bytes.length;
      return;
    }
    this.partialBytes += bytes.length;
    if (this.partialBytes > RECORD_BYTES_MAX) {
      this.skippedBytes = this.partialBytes;
      this.partial = [];
      this.partialBytes = 0;
      this.skipping = true;
      return;
    }
    this.partial.push(Buffer.from(bytes));
  }

  private line(end: Buffer) {
    if (this.skipping) {
      this.skipping = false;
      this.skippedBytes = 0;
      this.damaged++;
      return;
    }
    const bytes = this.partial.length ? Buffer.concat([...this.partial, end]) : end;
    this.partial = [];
    this.partialBytes = 0;
    if (bytes.length === 0) return;
    if (bytes.length > RECORD_BYTES_MAX) {
      this.damaged++;
      return;
    }
    const text = bytes.toString("utf8");
    const tab = text.indexOf("\t");
    const json = text.slice(tab + 1);
    if (tab !== 8 || text.slice(0, 8) !== checksum(json)) {
      this.damaged++;
      return;
    }
    try {
      this.records.push(JSON.parse(json) as R);
    } catch {
      this.damaged++;
    }
  }

  end(): { records: R[]; report: JournalReport } {
    return {
      records: this.records,
      // (an unfinished last line, however long: cut off when the journal is opened for writing)
      report: {
        records: this.records.length,
        tornBytes: this.skipping ? this.skippedBytes : this.partialBytes,
        damaged: this.damaged,
      },
    };
  }
}

/** Reads every intact record of a journal's text; the last unfinished line (if any) is reported, not read. */
export function decodeJournal<R>(text: string): { records: R[]; report: JournalReport } {
  const reader = new RecordReader<R>();
  reader.push(Buffer.from(text));
  return reader.end();
}

/**
 * Reads a journal file without changing it, a chunk at a time (for `npm run leads` and `npm run results`, which may
 * run beside the server; the server itself reads with `Journal.open`, which yields between chunks).
 */
export function readJournal<R>(file: string): { records: R[]; report: JournalReport } {
  const reader = new RecordReader<R>();
  if (!existsSync(file)) return reader.end();
  const descriptor = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    for (let read = readSync(descriptor, buffer); read > 0; read = readSync(descriptor, buffer))
      reader.push(buffer.subarray(0, read));
  } finally {
    closeSync(descriptor);
  }
  return reader.end();
}

/** readJournal without holding the event loop: one chunk a turn. */
async function readJournalAsync<R>(file: string): Promise<{ records: R[]; report: JournalReport }> {
  const reader = new RecordReader<R>();
  if (!existsSync(file)) return reader.end();
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    for (let { bytesRead } = await handle.read(buffer); bytesRead > 0; { bytesRead } = await handle.read(buffer))
      reader.push(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
  return reader.end();
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
  /** Whether a write of what is pending is under way or queued, and the bytes being written. */
  private writing = false;
  private writingBytes = 0;
  /** The file's operations (writes, a compaction), one after the other. */
  private tail: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    private handle: FileHandle,
    /** Bytes of whole, acknowledged records: where the file is cut back to if a write fails half-way. */
    private size: number,
    /** The size the file may reach: an append past it is refused (Infinity: none). */
    private readonly maxBytes: number,
  ) {}

  /** The file's size now (whole, acknowledged records). */
  get bytes(): number {
    return this.size;
  }

  /**
   * Opens (or creates) the journal, repairs a torn last line, and returns it with every record it holds. The
   * folder is fsync'd when the file is new, so the file itself survives a crash too.
   */
  static async open<R>(
    file: string,
    { maxBytes = Infinity }: { maxBytes?: number } = {},
  ): Promise<{ journal: Journal<R>; records: R[]; report: JournalReport }> {
    mkdirSync(path.dirname(file), { recursive: true });
    const isNew = !existsSync(file);
    const { records, report } = await readJournalAsync<R>(file);
    if (report.tornBytes > 0) truncateSync(file, statSync(file).size - report.tornBytes);
    const handle = await open(file, "a");
    if (isNew) {
      await handle.sync();
      syncFolder(path.dirname(file));
    }
    return { journal: new Journal<R>(file, handle, statSync(file).size, maxBytes), records, report };
  }

  /** Appends records; resolves once they are on disk (written and fsync'd), rejects if they could not be. */
  append(...records: R[]): Promise<void> {
    const line = records.map(encodeRecord).join("");
    return new Promise<void>((resolve, reject) => {
      const bytes = Buffer.byteLength(line);
      const queued = this.pending.reduce((sum, entry) => sum + Buffer.byteLength(entry.line), 0);
      if (this.size + this.writingBytes + queued + bytes > this.maxBytes)
        return reject(new JournalFullError(this.file, this.maxBytes));
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
      const { records } = await readJournalAsync<R>(this.file);
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
      this.writingBytes = bytes.length;
      try {
        await this.handle.write(bytes);
        await this.handle.datasync();
        this.size += bytes.length;
        for (const entry of batch) entry.done();
      } catch (error) {
        // A disk that is full or failing: cut back whatever part was written, so the next append starts clean.
        await this.handle.truncate(this.size).catch(() => {});
        for (const entry of batch) entry.done(error);
      } finally {
        this.writingBytes = 0;
      }
    }
    this.writing = false;
  }

  async close() {
    await this.tail;
    await this.handle.close();
  }
}

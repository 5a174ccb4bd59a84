/**
 * Reads that may take seconds at ten years of data (the inbox's word search, a CSV export of ten
 * thousand reports) without holding up anyone else. better-sqlite3 runs a query synchronously on
 * the one thread that also answers every commuter, so on SQLite these run on reader threads, each
 * with a read-only connection of its own (WAL lets them read beside the application's writes, and
 * they see every committed change). PostgreSQL already runs a query in the database server: there
 * they are executed as usual (docs/decisions/032).
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { CompiledQuery } from "kysely";
import type { DatabaseTarget } from "./connection";

/** A Kysely query that has not run yet. */
export type ReadQuery<Row> = { compile(): CompiledQuery<Row>; execute(): Promise<Row[]> };

export type SlowReads = {
  read<Row>(query: ReadQuery<Row>): Promise<Row[]>;
  close(): Promise<void>;
};

/** On the caller's thread: PostgreSQL, and callers with no reader (a one-off script, a unit test). */
export const IN_PLACE: SlowReads = { read: (query) => query.execute(), close: async () => {} };

type Answer = { id: number; rows?: unknown[]; error?: string };

// Plain CommonJS, evaluated as the thread's script: the server bundle needs no second entry point.
const READER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: db.prepare(sql).all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

/**
 * Two readers: a list's count and its page (or two officers' searches) read side by side on a
 * 2-core server instead of one after the other; more would only queue on the same cores.
 */
const READERS = 2;

type Pending = { resolve(rows: unknown[]): void; reject(error: Error): void };
type Reader = { thread: Worker; waiting: Map<number, Pending> };

export function createSlowReads(target: DatabaseTarget): SlowReads {
  if (target.kind !== "sqlite") return IN_PLACE;
  const file = target.file;
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const readers: Array<Reader | undefined> = Array.from({ length: READERS }, () => undefined);
  let nextId = 0;

  // Started when a read finds the others busy, and kept: a thread costs a few megabytes, and the
  // desk reads all day.
  function start(slot: number): Reader {
    const reader: Reader = {
      thread: new Worker(READER_SOURCE, { eval: true, workerData: { driver, file } }),
      waiting: new Map(),
    };
    reader.thread.on("message", ({ id, rows, error }: Answer) => {
      const pending = reader.waiting.get(id);
      reader.waiting.delete(id);
      if (error !== undefined) pending?.reject(new Error(error));
      else pending?.resolve(rows ?? []);
      if (reader.waiting.size === 0) reader.thread.unref();
    });
    // A reader that stops (an error, or close()) fails what it was asked; the next read starts another.
    const stopped = (error: Error) => {
      if (readers[slot] === reader) readers[slot] = undefined;
      for (const pending of reader.waiting.values()) pending.reject(error);
      reader.waiting.clear();
    };
    reader.thread.on("error", stopped);
    reader.thread.on("exit", () => stopped(new Error("the database reader thread stopped")));
    readers[slot] = reader;
    return reader;
  }

  /** An idle reader, else a new one in a free slot, else the one with the fewest reads waiting. */
  function pick(): Reader {
    const running = readers.filter((reader): reader is Reader => reader !== undefined);
    const idle = running.find((reader) => reader.waiting.size === 0);
    if (idle) return idle;
    const free = readers.indexOf(undefined);
    if (free >= 0) return start(free);
    return running.reduce((least, reader) => (reader.waiting.size < least.waiting.size ? reader : least));
  }

  return {
    read<Row>(query: ReadQuery<Row>): Promise<Row[]> {
      const { sql, parameters } = query.compile();
      const reader = pick();
      // Held open only while a read is waiting, so an idle reader never keeps the process alive.
      reader.thread.ref();
      const id = nextId++;
      return new Promise<Row[]>((resolve, reject) => {
        reader.waiting.set(id, { resolve: (rows) => resolve(rows as Row[]), reject });
        reader.thread.postMessage({ id, sql, parameters });
      });
    },
    async close() {
      await Promise.all(readers.map((reader) => reader?.thread.terminate()));
    },
  };
}

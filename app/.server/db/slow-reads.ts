/**
 * Reads that may take seconds at ten years of data (the inbox's word search, a CSV export of ten
 * thousand reports) without holding up anyone else. better-sqlite3 runs a query synchronously on
 * the one thread that also answers every commuter, so on SQLite these run on a reader thread with
 * a read-only connection of its own (WAL lets it read beside the application's writes, and it sees
 * every committed change). PostgreSQL already runs a query in the database server: there they are
 * executed as usual.
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

export function createSlowReads(target: DatabaseTarget): SlowReads {
  if (target.kind !== "sqlite") return IN_PLACE;
  const file = target.file;
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve(rows: unknown[]): void; reject(error: Error): void }>();

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    worker = undefined;
  };

  // Started on first use and kept: a thread costs a few megabytes, and the desk reads all day.
  function reader(): Worker {
    if (worker) return worker;
    const started = new Worker(READER_SOURCE, { eval: true, workerData: { driver, file } });
    started.on("message", ({ id, rows, error }: Answer) => {
      const pending = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) pending?.reject(new Error(error));
      else pending?.resolve(rows ?? []);
      if (waiting.size === 0) started.unref();
    });
    // A reader that dies fails what it was asked; the next read starts another.
    started.on("error", failAll);
    started.on("exit", () => {
      if (worker === started) failAll(new Error("the database reader thread stopped"));
    });
    worker = started;
    return started;
  }

  return {
    read<Row>(query: ReadQuery<Row>): Promise<Row[]> {
      const { sql, parameters } = query.compile();
      const thread = reader();
      // Held open only while a read is waiting, so an idle reader never keeps the process alive.
      thread.ref();
      const id = nextId++;
      return new Promise<Row[]>((resolve, reject) => {
        waiting.set(id, { resolve: (rows) => resolve(rows as Row[]), reject });
        thread.postMessage({ id, sql, parameters });
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}

import { Writable } from "node:stream";
import { createLogger } from "~/.server/logger";

/** The application's logger, its JSON lines collected instead of written to stdout. */
export function capturedLogger(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger(level, stream), lines, text: () => JSON.stringify(lines) };
}

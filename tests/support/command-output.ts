/** What a command run as a child process wrote, for tests that run the built commands. */
import type { ChildProcess } from "node:child_process";

export type CommandRun = { code: number | null; out: string; err: string };

/**
 * Collects what `child` (started with its stdout and stderr piped) writes to each, and resolves
 * with both and its exit code once it has closed; rejects when it could not be started.
 */
export function commandOutput(child: ChildProcess): Promise<CommandRun> {
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
  });
}

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

/**
 * The environment of a command run as an operator runs it: PATH and HOME from the test's own and
 * nothing else of it (a developer's DATABASE_URL or LOG_LEVEL cannot leak in), then `env`.
 */
export function commandEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env };
}

import type { OperationsIo } from "../../app/.server/operations/operations-cli";

/**
 * Runs an operations command at the terminal (build/backup.js, build/restore.js): its lines on
 * stdout and stderr, an unexpected failure's stack on stderr, and its answer as the exit code.
 * Here, not in app/.server/, where nothing prints through console.
 */
export async function runInTerminal(
  command: (argv: readonly string[], env: Record<string, string | undefined>, io: OperationsIo) => Promise<number>,
): Promise<never> {
  const code = await command(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  });
  process.exit(code);
}

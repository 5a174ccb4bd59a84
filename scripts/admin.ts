/**
 * Staff accounts from the command line: `node build/admin.js create-user --email … --role admin`
 * (`npm run admin -- …`; `npm run build` bundles this file into build/admin.js). The commands live
 * in app/.server/auth/admin-cli.ts; this file only wires them to the terminal.
 */
import { read } from "read";
import { runAdminCli } from "../app/.server/auth/admin-cli";

/** The operator pressed Ctrl-C (or Ctrl-D) at a password prompt. */
class Cancelled extends Error {}

/**
 * Reads a line at the terminal without echoing it (the `read` package, over Node's readline: the
 * arrow keys, paste and Ctrl-C work as in any terminal program); null when stdin is not a terminal.
 */
async function promptPassword(question: string): Promise<string | null> {
  const { stdin } = process;
  if (!stdin.isTTY) return null;
  // Ctrl-D on an empty line closes readline without a line, which `read` never answers. A closed
  // interface pauses stdin; after a line it does so just before `read` resolves with the line.
  let onPause = () => {};
  const closed = new Promise<never>((_, reject) => {
    onPause = () => setImmediate(() => reject(new Cancelled()));
    stdin.once("pause", onPause);
  });
  closed.catch(() => {});
  try {
    return await Promise.race([read({ prompt: question, silent: true, replace: "" }), closed]);
  } catch (error) {
    // `read` rejects with Error("canceled") on Ctrl-C.
    if (error instanceof Cancelled || (error instanceof Error && error.message === "canceled")) throw new Cancelled();
    throw error;
  } finally {
    stdin.removeListener("pause", onPause);
    // The Enter (or Ctrl-C) that ended the line was not echoed either.
    process.stdout.write("\n");
  }
}

const code = await runAdminCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  promptPassword,
}).catch((error: unknown) => {
  if (error instanceof Cancelled) {
    console.error("Cancelled; nothing was changed.");
    return 130;
  }
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
process.exit(code);

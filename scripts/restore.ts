/**
 * `node build/restore.js <backup folder>` (`npm run restore -- …`): puts a backup back with the
 * server stopped. `npm run build` bundles this file into build/restore.js. The work is in
 * app/.server/operations/; this file only wires it to the terminal.
 */
import { runRestoreCli } from "../app/.server/operations/operations-cli";

const code = await runRestoreCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return 1;
});
process.exit(code);

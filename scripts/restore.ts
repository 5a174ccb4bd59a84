/**
 * `node build/restore.js <backup folder>` (`npm run restore -- …`): puts a backup back with the
 * server stopped. `npm run build` bundles this file into build/restore.js. The work is in
 * app/.server/operations/; this file only wires it to the terminal.
 */
import { runRestoreCli } from "../app/.server/operations/operations-cli";
import { runInTerminal } from "./lib/run-in-terminal";

await runInTerminal(runRestoreCli);

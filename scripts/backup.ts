/**
 * `node build/backup.js` (`npm run backup`): a consistent backup of the database and the uploaded
 * files while the server runs. `npm run build` bundles this file into build/backup.js. The work is
 * in app/.server/operations/; this file only wires it to the terminal.
 */
import { runBackupCli } from "../app/.server/operations/operations-cli";
import { runInTerminal } from "./lib/run-in-terminal";

await runInTerminal(runBackupCli);

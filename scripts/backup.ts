/**
 * `node build/backup.js` (`npm run backup`): a consistent backup of the database and the uploaded
 * files while the server runs. `npm run build` bundles this file into build/backup.js. The work is
 * in app/.server/operations/; this file only wires it to the terminal.
 */
import { runBackupCli } from "../app/.server/operations/operations-cli";

const code = await runBackupCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return 1;
});
process.exit(code);

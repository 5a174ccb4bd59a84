/**
 * Staff accounts from the command line: `npm run admin -- create-user --email … --role admin`.
 * The commands live in app/.server/auth/admin-cli.ts; this file only wires them to the terminal.
 */
import { runAdminCli } from "../app/.server/auth/admin-cli";

/** Typed ahead of the prompt that reads it (someone typing both passwords quickly). */
let typedAhead = "";

/** Reads a line from the terminal without echoing it; null when stdin is not a terminal. */
function promptPassword(question: string): Promise<string | null> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let value = "";
    // No echo from before the prompt appears: whatever is typed after seeing it stays hidden.
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdout.write(question);
    const finish = () => {
      stdin.removeListener("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
    };
    /** True once the line is complete. */
    const consume = (chunk: string): boolean => {
      const chars = [...chunk];
      for (let i = 0; i < chars.length; i++) {
        const char = chars[i]!;
        if (char === "\r" || char === "\n" || char === "\u0004") {
          typedAhead = chars
            .slice(i + 1)
            .join("")
            .replace(/^\n/, "");
          finish();
          resolve(value);
          return true;
        }
        if (char === "\u0003") {
          finish();
          reject(new Error("Cancelled."));
          return true;
        }
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
      return false;
    };
    const onData = (chunk: string) => void consume(chunk);
    const ahead = typedAhead;
    typedAhead = "";
    if (ahead && consume(ahead)) return;
    stdin.on("data", onData);
    stdin.resume();
  });
}

const code = await runAdminCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  promptPassword,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
process.exit(code);

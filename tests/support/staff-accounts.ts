/**
 * Staff accounts for browser tests: created with `npm run admin -- create-user` against the e2e
 * server's database, as an operator would, and signed in over HTTP so a test can open admin pages
 * already signed in.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { expect } from "vitest";
import type { OpenPageOptions } from "./browser";
import { commandEnv, commandOutput } from "./command-output";
import { Visitor } from "./http-client";

export const STAFF_PASSWORD = "monsoon platform chai umbrella";
const root = path.resolve(import.meta.dirname, "../..");

export async function createStaffUser(
  dataDir: string,
  email: string,
  role: "admin" | "editor" | "desk",
  name: string,
): Promise<void> {
  const child = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/admin.ts", "create-user", "--email", email, "--role", role, "--name", name],
    {
      cwd: root,
      env: commandEnv({ DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_PASSWORD: STAFF_PASSWORD }),
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const run = await commandOutput(child);
  if (run.code !== 0) throw new Error(`create-user ${email} failed: ${run.err}`);
}

/** A form post with the CSRF token, as the admin pages send it. */
export async function postAsStaff(visitor: Visitor, url: string, fields: Record<string, string>) {
  if (!visitor.cookies.get("XSRF-TOKEN")) await visitor.get("/admin/sign-in");
  return visitor.postForm(url, { _token: visitor.cookies.get("XSRF-TOKEN")!, ...fields });
}

/** A session made over HTTP; its cookie value. */
export async function staffSession(baseUrl: string, email: string): Promise<string> {
  const visitor = new Visitor(baseUrl);
  const response = await postAsStaff(visitor, "/admin/sign-in", { email, password: STAFF_PASSWORD });
  expect(response.headers.get("location")).toBe("/admin");
  return visitor.cookies.get("rp_staff")!;
}

/** Page options that open the page with the session cookie already set. */
export function signedIn(baseUrl: string, token: string): Pick<OpenPageOptions, "beforeLoad"> {
  return { beforeLoad: (page) => page.context().addCookies([{ name: "rp_staff", value: token, url: baseUrl }]) };
}

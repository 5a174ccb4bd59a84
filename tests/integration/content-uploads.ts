/**
 * Helpers for the admin tests that upload files: a multipart post the way a browser sends one
 * (with the CSRF field and same-origin header), and the files under a storage folder.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Visitor } from "../support/http-client";
import type { TestServer } from "../support/test-server";
import { tokenFor } from "./admin-support";

export type Upload = { name: string; data: Buffer; filename: string; type: string };

/**
 * Posts `fields` (a list for a repeated field, a Blob for a file without a name) and `uploads` as
 * multipart/form-data with the CSRF field, as an admin page's form does.
 */
export async function postMultipart(
  visitor: Visitor,
  pathname: string,
  fields: Record<string, string | string[] | Blob>,
  uploads: Upload[] = [],
): Promise<Response> {
  const form = new FormData();
  form.append("_token", await tokenFor(visitor));
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  for (const upload of uploads)
    form.append(upload.name, new Blob([new Uint8Array(upload.data)], { type: upload.type }), upload.filename);
  return visitor.send(pathname, { method: "POST", headers: { "sec-fetch-site": "same-origin" }, body: form });
}

/** Every file under a folder of the server's storage, as paths relative to that folder. */
export function storedFiles(server: TestServer, folder: string): string[] {
  const root = path.join(server.services.config.storageDir, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

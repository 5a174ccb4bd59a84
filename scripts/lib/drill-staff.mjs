/**
 * A staff member in the fault drill: made with the build's admin command, signed in through nginx
 * like a browser, and adding a photo to an album, which is what the unwritable-file-store fault
 * needs to see the site's own "cannot be saved" page rather than a lost upload.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { Citizen } from "./citizen.mjs";
import { buildDir } from "./production-server.mjs";

const STAFF = { email: "drill@example.org", password: "monsoon platform chai umbrella drill", name: "Sample Officer" };
/** The title of the site's page for an upload while the file store cannot be written. */
export const STORAGE_UNWRITABLE_TITLE = "Files cannot be saved just now";

/** Creates the drill's staff user with build/admin.js, in the environment `env` (its database). */
export function createStaffUser(env) {
  execFileSync(
    process.execPath,
    [path.join(buildDir, "admin.js"), "create-user", "--email", STAFF.email, "--role", "admin", "--name", STAFF.name],
    { env: { ...process.env, ...env, ADMIN_PASSWORD: STAFF.password }, stdio: ["ignore", "ignore", "inherit"] },
  );
}

/** The staff member signed in at `base`: a Citizen (a browser stand-in) holding the session cookie. */
export async function signIn(base) {
  const staff = new Citizen("192.0.2.254");
  await (await staff.send(`${base}/admin/sign-in`)).arrayBuffer();
  const response = await staff.send(`${base}/admin/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({
      _token: decodeURIComponent(staff.cookies.get("XSRF-TOKEN") ?? ""),
      email: STAFF.email,
      password: STAFF.password,
    }).toString(),
  });
  await response.arrayBuffer();
  if (response.status !== 302 || response.headers.get("location") !== "/admin") {
    throw new Error(`staff sign-in: ${response.status} to ${response.headers.get("location")}`);
  }
  return staff;
}

/** The photo every upload sends, made once when first needed (sharp loads only then). */
let photo;

/**
 * A staff member adds a photo to album `albumId`, as the album's photo form sends it; the answer
 * classed by `records.kindOf`, whether the photo was saved and whether the site's storage page came.
 */
export async function uploadPhoto({ staff, base, albumId, label, records }) {
  if (!photo) {
    const { default: sharp } = await import("sharp");
    photo = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 90, b: 150 } } })
      .jpeg()
      .toBuffer();
  }
  const form = new FormData();
  form.append("_token", decodeURIComponent(staff.cookies.get("XSRF-TOKEN") ?? ""));
  form.append("caption_en_1", `Sample: drill photo ${label}`);
  form.append("photo_1", new Blob([photo], { type: "image/jpeg" }), `drill-${label}.jpg`);
  const response = await staff.send(`${base}/admin/content/albums/${albumId}/photos`, {
    method: "POST",
    headers: { "sec-fetch-site": "same-origin" },
    body: form,
  });
  const body = await response.text();
  return {
    status: response.status,
    kind: records.kindOf(response.status, body),
    saved: response.status === 302 && /done=photos_added/.test(response.headers.get("location") ?? ""),
    storagePage: body.includes(STORAGE_UNWRITABLE_TITLE),
  };
}

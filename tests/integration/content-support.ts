/**
 * Helpers for the content-admin integration tests (uploads are in content-uploads.ts): signed-in
 * staff of each role, sample photos, and public visitors in any language.
 */
import sharp from "sharp";
import type { Locale } from "~/i18n/locales";
import { Visitor } from "../support/http-client";
import type { TestServer } from "../support/test-server";
import { createStaff, signIn } from "./admin-support";

/**
 * An editor, an admin and an unrestricted desk officer, signed in: the three roles whose access to
 * content the tests compare. `prefix` keeps each test file's accounts apart.
 */
export async function contentStaff(
  server: TestServer,
  prefix: string,
): Promise<{ editor: Visitor; admin: Visitor; desk: Visitor }> {
  const email = (role: string) => `${prefix}.${role}@example.org`;
  await createStaff(server, { email: email("editor"), role: "editor" });
  await createStaff(server, { email: email("admin"), role: "admin" });
  await createStaff(server, { email: email("desk"), role: "desk", stationId: null });
  const [editor, admin, desk] = await Promise.all(
    (["editor", "admin", "desk"] as const).map((role) => signIn(server, email(role))),
  );
  return { editor: editor!, admin: admin!, desk: desk! };
}

/** A real PNG photo; `seed` varies its colour so two photos differ. */
export async function pngPhoto(seed = 0): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 20 + seed * 10, g: 80, b: 160 } },
  })
    .png()
    .toBuffer();
}

/** A visitor of the public site who chose a language (and asks for JSON when `json`). */
export function publicVisitor(server: TestServer, locale: Locale, json = false): Visitor {
  const visitor = new Visitor(server.url, json ? { accept: "application/json" } : {});
  visitor.cookies.set("lang", locale);
  return visitor;
}

/** Where a news item's PDF and its (first) picture are stored: storage keys, as the database has them. */
export async function storedNewsFiles(server: TestServer, id: number) {
  const article = await server.services.db
    .selectFrom("articles")
    .select("file")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  const image = await server.services.db
    .selectFrom("article_images")
    .select("image_key")
    .where("article_id", "=", id)
    .executeTakeFirstOrThrow();
  return { file: article.file, imageKey: image.image_key };
}

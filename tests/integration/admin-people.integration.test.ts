import { renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import type { Locale } from "~/i18n/locales";
import en from "~/locales/en";
import { Visitor } from "../support/http-client";
import { useTestServer } from "../support/test-server";
import { auditRows, details, expectRefused, location, post } from "./admin-support";
import { contentStaff, pngPhoto, publicVisitor } from "./content-support";
import { postMultipart, storedFiles } from "./content-uploads";

/**
 * Staff managing the former commissioners (about page) and the leadership page over HTTP, as a
 * browser without JavaScript does: what they save is on the public pages at once, in both
 * languages; replaced, removed and deleted photos leave the storage; each change is audited.
 */
const server = useTestServer({ DEMO_CONTENT: "0" });
let editor: Visitor;
let admin: Visitor;
let desk: Visitor;

beforeAll(async () => {
  ({ editor, admin, desk } = await contentStaff(server, "people"));
});

async function page(pathname: string, locale: Locale): Promise<string> {
  const response = await publicVisitor(server, locale).get(pathname);
  expect(response.status).toBe(200);
  return response.text();
}

function createdId(response: Response, section: string): number {
  expect(response.status).toBe(302);
  const match = new RegExp(`^/admin/content/${section}/(\\d+)\\?done=created$`).exec(location(response));
  expect(match, location(response)).not.toBeNull();
  return Number(match![1]);
}

async function auditOf(type: string, id: number) {
  return (await auditRows(server)).filter((entry) => entry.target_type === type && entry.target_id === String(id));
}

describe("former commissioners", () => {
  test("a former commissioner with a photo is on the about page at once; a new photo replaces the old; deleting removes both", async () => {
    const created = await postMultipart(
      editor,
      "/admin/content/former-commissioners/new",
      {
        name_en: "Sample Commissioner Joshi",
        name_mr: "नमुना आयुक्त जोशी",
        name_hi: "नमूना आयुक्त जोशी",
        rank_en: "Additional Director General of Police",
        rank_mr: "अपर पोलीस महासंचालक",
        rank_hi: "अपर पुलिस महानिदेशक",
        tenure_start: "2019-04-01",
        tenure_end: "2021-03-31",
      },
      [{ name: "photo", data: await pngPhoto(1), filename: "joshi.png", type: "image/png" }],
    );
    const id = createdId(created, "former-commissioners");
    const row = await server.services.db
      .selectFrom("former_commissioners")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.photo_key).toMatch(/^commissioners\//);
    expect(row.photo_width).toBeGreaterThan(0);
    expect(storedFiles(server, row.photo_key!)).toContain("thumb.webp");

    const english = await page("/about-us", "en");
    expect(english).toContain("Sample Commissioner Joshi");
    expect(english).toContain("01 Apr 2019");
    expect(english).toContain(row.photo_key!);
    expect(await page("/about-us", "mr")).toContain("नमुना आयुक्त जोशी");
    const hindi = await page("/about-us", "hi");
    expect(hindi).toContain("नमूना आयुक्त जोशी");
    expect(hindi).toContain("अपर पुलिस महानिदेशक");
    // The edit form shows what was saved in Hindi.
    expect(await (await editor.get(`/admin/content/former-commissioners/${id}`)).text()).toMatch(
      /name="rank_hi"[^>]*value="अपर पुलिस महानिदेशक"|value="अपर पुलिस महानिदेशक"[^>]*name="rank_hi"/,
    );
    expect(await (await admin.get("/admin/content/former-commissioners")).text()).toContain(
      "Sample Commissioner Joshi",
    );

    const edited = await postMultipart(
      admin,
      `/admin/content/former-commissioners/${id}`,
      {
        intent: "save",
        name_en: "Sample Commissioner Kale",
        name_mr: "",
        rank_en: "Inspector General of Police",
        rank_mr: "",
        tenure_start: "2018-01-15",
        tenure_end: "2018-01-15",
      },
      [{ name: "photo", data: await pngPhoto(2), filename: "kale.png", type: "image/png" }],
    );
    expect(location(edited)).toBe(`/admin/content/former-commissioners/${id}?done=saved`);
    const after = await server.services.db
      .selectFrom("former_commissioners")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(after.photo_key).not.toBe(row.photo_key);
    expect(storedFiles(server, row.photo_key!)).toEqual([]);
    expect(storedFiles(server, after.photo_key!)).toContain("thumb.webp");
    const updated = await page("/about-us", "en");
    expect(updated).toContain("Sample Commissioner Kale");
    expect(updated).not.toContain("Sample Commissioner Joshi");
    // No Marathi name any more: the Marathi page shows the English one, marked as English.
    expect(await page("/about-us", "mr")).toMatch(/lang="en"[^>]*>Sample Commissioner Kale/);

    const confirm = await editor.get(`/admin/content/former-commissioners/${id}/delete`);
    expect(await confirm.text()).toContain("Delete “Sample Commissioner Kale”?");
    const deleted = await post(editor, `/admin/content/former-commissioners/${id}/delete`, { confirm: "yes" });
    expect(location(deleted)).toBe("/admin/content/former-commissioners?done=deleted");
    expect(storedFiles(server, after.photo_key!)).toEqual([]);
    expect(await page("/about-us", "en")).not.toContain("Sample Commissioner Kale");

    const entries = await auditOf("former_commissioner", id);
    expect(entries.map((entry) => entry.action)).toEqual(["content_created", "content_updated", "content_deleted"]);
    expect(details(entries[1]!)).toMatchObject({ kind: "former_commissioner", photo: "replaced" });
  });

  test("tenure dates must be real and in order; names and ranks are required; nothing is saved", async () => {
    const count = async () =>
      Number(
        (
          await server.services.db
            .selectFrom("former_commissioners")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const backwards = await postMultipart(editor, "/admin/content/former-commissioners/new", {
      name_en: "Sample Commissioner",
      rank_en: "Inspector General of Police",
      tenure_start: "2020-05-01",
      tenure_end: "2020-04-30",
    });
    const html = await expectRefused(backwards, ["The end of the tenure must be on or after its start"]);
    // What was typed is kept.
    expect(html).toContain('value="Sample Commissioner"');

    const empty = await postMultipart(editor, "/admin/content/former-commissioners/new", {
      name_en: " ",
      rank_en: "",
      tenure_start: "2021-02-30",
      tenure_end: "soon",
    });
    await expectRefused(empty, [
      "Enter the name in English",
      "Enter the rank in English",
      "Enter a real date",
      "Enter a real date",
    ]);
    expect(await count()).toBe(before);
  });
});

describe("leadership", () => {
  test("leaders appear on the leadership page in the order staff give; the photo can be removed", async () => {
    const first = createdId(
      await postMultipart(
        editor,
        "/admin/content/leadership/new",
        { name_en: "Sample Leader Bhosale", title_en: "Sample title: Commissioner of Police", sort_order: "2" },
        [{ name: "photo", data: await pngPhoto(3), filename: "bhosale.png", type: "image/png" }],
      ),
      "leadership",
    );
    const second = createdId(
      await postMultipart(editor, "/admin/content/leadership/new", {
        name_en: "Sample Leader Pawar",
        name_mr: "नमुना अधिकारी पवार",
        title_en: "Sample title: Director General",
        title_mr: "नमुना हुद्दा: पोलीस महासंचालक",
        title_hi: "नमूना पदनाम: पुलिस महानिदेशक",
        sort_order: "1",
      }),
      "leadership",
    );
    const order = (html: string) =>
      ["Sample Leader Bhosale", "Sample Leader Pawar"].sort((a, b) => html.indexOf(a) - html.indexOf(b));
    expect(order(await page("/our-leadership", "en"))).toEqual(["Sample Leader Pawar", "Sample Leader Bhosale"]);
    expect(await page("/our-leadership", "mr")).toContain("नमुना हुद्दा: पोलीस महासंचालक");
    // A title written in Hindi, a name not: the Hindi page shows the English name, marked as English.
    const hindi = await page("/our-leadership", "hi");
    expect(hindi).toContain("नमूना पदनाम: पुलिस महानिदेशक");
    expect(hindi).toMatch(/lang="en"[^>]*>Sample Leader Pawar/);

    const photo = (
      await server.services.db
        .selectFrom("leaders")
        .select("photo_key")
        .where("id", "=", first)
        .executeTakeFirstOrThrow()
    ).photo_key!;
    expect(storedFiles(server, photo)).toContain("thumb.webp");
    const moved = await postMultipart(editor, `/admin/content/leadership/${first}`, {
      intent: "save",
      name_en: "Sample Leader Bhosale",
      title_en: "Sample title: Commissioner of Police",
      sort_order: "0",
      remove_photo: "on",
    });
    expect(location(moved)).toBe(`/admin/content/leadership/${first}?done=saved`);
    expect(order(await page("/our-leadership", "en"))).toEqual(["Sample Leader Bhosale", "Sample Leader Pawar"]);
    expect(storedFiles(server, photo)).toEqual([]);
    const row = await server.services.db
      .selectFrom("leaders")
      .selectAll()
      .where("id", "=", first)
      .executeTakeFirstOrThrow();
    expect([row.photo_key, row.photo_width, row.photo_height]).toEqual([null, null, null]);
    expect(details((await auditOf("leader", first))[1]!)).toMatchObject({ kind: "leader", photo: "removed" });

    const badOrder = await postMultipart(editor, `/admin/content/leadership/${second}`, {
      intent: "save",
      name_en: "Sample Leader Pawar",
      title_en: "",
      sort_order: "first",
    });
    await expectRefused(badOrder, [
      "Enter the title in English",
      "Enter the place in the order as a whole number, like 1",
    ]);

    for (const id of [first, second])
      expect(location(await post(admin, `/admin/content/leadership/${id}/delete`, { confirm: "yes" }))).toBe(
        "/admin/content/leadership?done=deleted",
      );
    expect(await page("/our-leadership", "en")).not.toContain("Sample Leader");
    expect((await auditOf("leader", second)).map((entry) => entry.action)).toEqual([
      "content_created",
      "content_deleted",
    ]);
  });

  test("a disguised file is refused as a photo and nothing is stored", async () => {
    const before = storedFiles(server, "leaders");
    const response = await postMultipart(
      editor,
      "/admin/content/leadership/new",
      { name_en: "Sample Leader", title_en: "Sample title", sort_order: "5" },
      [
        {
          name: "photo",
          data: Buffer.from("<?php echo 'not a picture'; ?>"),
          filename: "photo.jpg",
          type: "image/jpeg",
        },
      ],
    );
    await expectRefused(response, ["The photo must be a JPEG, PNG, WebP, GIF or AVIF picture"]);
    expect(storedFiles(server, "leaders")).toEqual(before);
    expect(
      await server.services.db.selectFrom("leaders").select("id").where("name_en", "=", "Sample Leader").execute(),
    ).toEqual([]);
  });
});

test("a file store that cannot be written is said as such (503, in the staff member's language), not as a bad photo; nothing is saved", async () => {
  const folder = path.join(server.services.config.storageDir, "leaders");
  const kept = `${folder}.kept`;
  renameSync(folder, kept);
  // A file where the folder should be: nothing can be written under it, as on a read-only disk.
  writeFileSync(folder, "");
  try {
    const response = await postMultipart(
      editor,
      "/admin/content/leadership/new",
      { name_en: "Sample Unsaved Leader", title_en: "Sample title", sort_order: "6" },
      [{ name: "photo", data: await pngPhoto(3), filename: "leader.png", type: "image/png" }],
    );
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain(en.errors.storage.title);
    expect(html).not.toContain("must be a JPEG");
    expect(
      await server.services.db
        .selectFrom("leaders")
        .select("id")
        .where("name_en", "=", "Sample Unsaved Leader")
        .execute(),
    ).toEqual([]);
  } finally {
    rmSync(folder, { force: true });
    renameSync(kept, folder);
  }
});

test("desk officers and anonymous visitors can neither see nor change the lists", async () => {
  for (const section of ["former-commissioners", "leadership"]) {
    expect((await desk.get(`/admin/content/${section}`)).status).toBe(403);
    expect((await desk.get(`/admin/content/${section}/new`)).status).toBe(403);
    const refused = await postMultipart(desk, `/admin/content/${section}/new`, {
      name_en: "Sample: desk",
      rank_en: "Sample",
      title_en: "Sample",
      tenure_start: "2020-01-01",
      tenure_end: "2020-01-02",
      sort_order: "1",
    });
    expect(refused.status).toBe(403);
    const anonymous = new Visitor(server.url);
    const denied = await anonymous.get(`/admin/content/${section}`);
    expect(denied.status).toBe(302);
    expect(location(denied)).toMatch(/^\/admin\/sign-in/);
    const anonymousPost = await postMultipart(anonymous, `/admin/content/${section}/new`, { name_en: "Sample: anon" });
    expect(anonymousPost.status).toBe(302);
    expect(location(anonymousPost)).toMatch(/^\/admin\/sign-in/);
  }
  expect(
    await server.services.db.selectFrom("leaders").select("id").where("name_en", "like", "Sample:%").execute(),
  ).toEqual([]);
  expect(
    await server.services.db
      .selectFrom("former_commissioners")
      .select("id")
      .where("name_en", "like", "Sample:%")
      .execute(),
  ).toEqual([]);
});

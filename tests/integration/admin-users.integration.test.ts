import { beforeAll, describe, expect, test } from "vitest";
import { Visitor } from "../support/http-client";
import { firstHeading } from "../support/html";
import { TestClock, useTestServer } from "../support/test-server";
import {
  auditRows,
  coreOf,
  createStaff,
  details,
  enableTotp,
  expectRefused,
  location,
  post,
  signIn,
  signInWithTotp,
  textOf,
  tokenFor,
} from "./admin-support";

/** Administrators managing staff accounts, the audit log page and the settings page, over HTTP. */
const clock = new TestClock();
const server = useTestServer({}, { clock });
let admin: Visitor;
let adminId: number;

beforeAll(async () => {
  adminId = (await createStaff(server, { email: "chief.admin@example.org", role: "admin", name: "Sample Officer 1" }))
    .id;
  admin = await signIn(server, "chief.admin@example.org");
});

const temporaryPasswordIn = (html: string) => /<code>([a-z2-9]{4}(?:-[a-z2-9]{4}){3})<\/code>/.exec(html)?.[1];

describe("staff accounts", () => {
  test("the list shows every account with its role and state", async () => {
    await createStaff(server, {
      email: "list.desk@example.org",
      role: "desk",
      name: "Sample Officer 2",
      stationId: 10,
    });
    const response = await admin.get("/admin/users");
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("Sample Officer 2 list.desk@example.org");
    expect(text).toContain("Desk officer");
    expect(text).toContain("Administrator");
  });

  test("adding an account shows a temporary password once; the new person must replace it", async () => {
    const response = await post(admin, "/admin/users/new", {
      email: " New.Editor@Example.org ",
      display_name: "Sample Officer 3",
      role: "editor",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(firstHeading(html)).toBe("Account added for Sample Officer 3");
    const temporary = temporaryPasswordIn(html)!;
    expect(temporary).toBeDefined();
    const user = (await coreOf(server).users.findByEmail("new.editor@example.org"))!;
    expect(user.must_change_password).toBe(true);
    expect(await (await admin.get(`/admin/users/${user.id}`)).text()).not.toContain(temporary);

    const created = (await auditRows(server, "user_created")).find((row) => row.target_id === String(user.id))!;
    expect(created.actor_id).toBe(adminId);
    expect(details(created)).toEqual({ email: "new.editor@example.org", role: "editor", station_id: null });
    expect(created.details).not.toContain(temporary);

    const visitor = await signIn(server, "new.editor@example.org", temporary);
    expect(location(await visitor.get("/admin"))).toBe("/admin/account");
  });

  test("each mistake in the form is named, and nothing is created", async () => {
    const before = (await coreOf(server).users.list()).length;
    const empty = await post(admin, "/admin/users/new", {});
    await expectRefused(empty, ["Enter their e-mail address", "Enter their full name", "Choose a role"]);
    const bad = await post(admin, "/admin/users/new", {
      email: "not an address",
      display_name: "Sample Officer 4",
      role: "desk",
      station_id: "999",
    });
    await expectRefused(bad, ["Enter an e-mail address in the right form, like name@example.org"]);
    const station = await post(admin, "/admin/users/new", {
      email: "desk.four@example.org",
      display_name: "Sample Officer 4",
      role: "desk",
      station_id: "999",
    });
    await expectRefused(station, ["Choose a police station from the list"]);
    const taken = await post(admin, "/admin/users/new", {
      email: "CHIEF.ADMIN@example.org",
      display_name: "Someone",
      role: "editor",
    });
    await expectRefused(taken, ["There is already an account with this e-mail address"]);
    expect((await coreOf(server).users.list()).length).toBe(before);
  });

  test("changing a role (and a desk officer's station) is saved and audited", async () => {
    const user = await createStaff(server, { email: "promoted@example.org", role: "editor" });
    const response = await post(admin, `/admin/users/${user.id}`, { intent: "role", role: "desk", station_id: "12" });
    expect(location(response)).toBe(`/admin/users/${user.id}?done=role`);
    expect(textOf(await (await admin.get(location(response))).text())).toContain("The role has been saved.");
    const saved = (await coreOf(server).users.findById(user.id))!;
    expect([saved.role, saved.station_id]).toEqual(["desk", 12]);
    const audit = (await auditRows(server, "user_role_changed")).find((row) => row.target_id === String(user.id))!;
    expect(details(audit)).toEqual({ role: { from: "editor", to: "desk" }, station_id: { from: null, to: 12 } });

    // The desk officer sees their station on the dashboard.
    const desk = await signIn(server, "promoted@example.org");
    expect(textOf(await (await desk.get("/admin")).text())).toContain("Your police station Kurla");

    // A station is only for desk officers.
    await post(admin, `/admin/users/${user.id}`, { intent: "role", role: "editor", station_id: "12" });
    expect((await coreOf(server).users.findById(user.id))!.station_id).toBeNull();
  });

  test("an administrator cannot lock themselves out, and the last administrator stays one", async () => {
    const selfDemote = await post(admin, `/admin/users/${adminId}`, { intent: "role", role: "editor" });
    await expectRefused(selfDemote, ["You cannot do this to your own account. Use Your account instead."], 409);
    expect((await post(admin, `/admin/users/${adminId}`, { intent: "disable" })).status).toBe(409);
    expect((await post(admin, `/admin/users/${adminId}`, { intent: "reset_password" })).status).toBe(409);
    expect((await coreOf(server).users.findById(adminId))!.role).toBe("admin");

    const other = await createStaff(server, { email: "second.admin@example.org", role: "admin" });
    expect(location(await post(admin, `/admin/users/${other.id}`, { intent: "role", role: "editor" }))).toContain(
      "done=role",
    );
    expect(location(await post(admin, `/admin/users/${other.id}`, { intent: "role", role: "admin" }))).toContain(
      "done=role",
    );
  });

  test("disabling and enabling an account", async () => {
    const user = await createStaff(server, { email: "toggle@example.org", role: "editor" });
    expect(location(await post(admin, `/admin/users/${user.id}`, { intent: "disable" }))).toBe(
      `/admin/users/${user.id}?done=disabled`,
    );
    expect((await coreOf(server).users.findById(user.id))!.disabled).toBe(true);
    expect(location(await post(admin, `/admin/users/${user.id}`, { intent: "enable" }))).toBe(
      `/admin/users/${user.id}?done=enabled`,
    );
    await signIn(server, "toggle@example.org");
    const actions = (await auditRows(server))
      .filter((row) => row.target_id === String(user.id))
      .map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["user_disabled", "user_enabled"]));
  });

  test("resetting a password shows the temporary password once and ends the person's sessions", async () => {
    const user = await createStaff(server, { email: "reset.me@example.org", role: "desk" });
    const theirs = await signIn(server, "reset.me@example.org");
    const response = await post(admin, `/admin/users/${user.id}`, { intent: "reset_password" });
    expect(response.status).toBe(200);
    const temporary = temporaryPasswordIn(await response.text())!;
    expect(location(await theirs.get("/admin"))).toMatch(/^\/admin\/sign-in/);
    await signIn(server, "reset.me@example.org", temporary);
    const audit = (await auditRows(server, "user_password_reset")).find((row) => row.target_id === String(user.id))!;
    expect(details(audit)).toEqual({ temporary: true, sessions_ended: 1 });
  });

  test("an unknown or malformed account id is a 404 page, an unknown intent a 400", async () => {
    for (const id of ["9999", "abc", "0", "1e3"]) {
      const response = await admin.get(`/admin/users/${id}`);
      expect(response.status, id).toBe(404);
      expect(firstHeading(await response.text())).toBe("Page not found");
    }
    expect((await post(admin, "/admin/users/9999", { intent: "disable" })).status).toBe(404);
    expect((await post(admin, `/admin/users/${adminId}`, { intent: "drop" })).status).toBe(400);
  });
});

describe("the audit log page", () => {
  test("lists entries newest first with who, what, when and from where, in pages of 50", async () => {
    const core = coreOf(server);
    for (let i = 0; i < 60; i++) await core.audit({ actorId: adminId, action: "sign_out", ip: "192.0.2.7" });
    const first = await admin.get("/admin/audit?action=sign_out");
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(textOf(html)).toContain("Entries found: 60");
    expect((html.match(/<tr>/g) ?? []).length).toBe(51);
    expect(html).toContain("192.0.2.7");
    expect(html).toContain('href="/admin/audit?action=sign_out&amp;page=2"');
    const second = await (await admin.get("/admin/audit?action=sign_out&page=2")).text();
    expect((second.match(/<tr>/g) ?? []).length).toBe(11);
    const past = await admin.get("/admin/audit?action=sign_out&page=9");
    expect(past.status).toBe(200);
    expect(textOf(await past.text())).toContain("No entries match these filters.");
  });

  test("filters by who, what and day (India time)", async () => {
    const other = await createStaff(server, { email: "filtered@example.org", role: "editor" });
    await coreOf(server).audit({ actorId: other.id, action: "password_changed", ip: "192.0.2.8" });
    const byActor = textOf(await (await admin.get(`/admin/audit?actor=${other.id}`)).text());
    expect(byActor).toContain("Entries found: 1");
    expect(byActor).toContain("Password changed");
    const today = new Date(clock.now().getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const byDay = textOf(await (await admin.get(`/admin/audit?actor=${other.id}&from=${today}&to=${today}`)).text());
    expect(byDay).toContain("Entries found: 1");
    const none = textOf(await (await admin.get(`/admin/audit?actor=${other.id}&from=2001-01-01&to=2001-01-02`)).text());
    expect(none).toContain("Entries found: 0");
    const nobody = textOf(await (await admin.get("/admin/audit?actor=none")).text());
    expect(nobody).toContain("No staff account");
  });

  test("bad filters are named, not a 500; a bad page number is a 400", async () => {
    const response = await admin.get("/admin/audit?from=2026-02-30&to=yesterday");
    await expectRefused(
      response,
      [
        "Enter the date as year, month and day, like 2026-11-21",
        "Enter the date as year, month and day, like 2026-11-21",
      ],
      400,
    );
    const order = await admin.get("/admin/audit?from=2026-11-22&to=2026-11-21");
    await expectRefused(order, ["The From date must be on or before the To date"], 400);
    for (const page of ["0", "abc", "-1", "1.5"])
      expect((await admin.get(`/admin/audit?page=${page}`)).status, page).toBe(400);
    expect((await admin.get("/admin/audit?action=drop_tables&actor=abc")).status).toBe(400);
  });

  test("is in Marathi for a Marathi reader", async () => {
    admin.cookies.set("lang", "mr");
    try {
      const html = await (await admin.get("/admin/audit")).text();
      expect(firstHeading(html)).toBe("लेखापरीक्षण नोंदी");
      expect(html).toContain('<html lang="mr"');
    } finally {
      admin.cookies.delete("lang");
    }
  });
});

describe("settings", () => {
  test("the page shows the current setting and saves a change", async () => {
    // An administrator with two-factor sign-in: one without it must set it up once it is required.
    const secured = await createStaff(server, { email: "secured.admin@example.org", role: "admin" });
    const { secret } = await enableTotp(server, secured);
    const browser = await signInWithTotp(server, "secured.admin@example.org", secret);
    const checkbox = async () =>
      /<input id="require_two_factor" type="checkbox"[^>]*\/>/.exec(
        await (await browser.get("/admin/settings")).text(),
      )![0];
    expect(await checkbox()).not.toContain("checked");
    const saved = await post(browser, "/admin/settings", { require_two_factor: "on" });
    expect(location(saved)).toBe("/admin/settings?saved=1");
    expect(await checkbox()).toContain('checked=""');
    expect(textOf(await (await browser.get("/admin/settings?saved=1")).text())).toContain(
      "The settings have been saved.",
    );
    // The administrator without two-factor sign-in is now sent to set it up.
    expect(location(await admin.get("/admin/settings"))).toBe("/admin/account/two-factor");
    await post(browser, "/admin/settings", {});
    expect(await checkbox()).not.toContain("checked");
    expect((await admin.get("/admin/settings")).status).toBe(200);
  });
});

describe("CSRF", () => {
  const actions: Array<[string, Record<string, string>]> = [
    ["/admin/sign-in", { email: "chief.admin@example.org", password: "monsoon platform chai umbrella" }],
    ["/admin/sign-in/two-factor", { code: "123456" }],
    ["/admin/sign-out", {}],
    ["/admin/account", { current_password: "x", new_password: "y", confirm_password: "y" }],
    ["/admin/account/two-factor", { intent: "confirm", code: "123456" }],
    ["/admin/users/new", { email: "csrf@example.org", display_name: "CSRF", role: "admin" }],
    ["/admin/users/:id", { intent: "disable" }],
    ["/admin/settings", { require_two_factor: "on" }],
  ];

  test.each(actions)(
    "a post to %s without a valid token, or from another site, is refused with 419 and changes nothing",
    async (path, fields) => {
      const victim = await createStaff(server, {
        email: `victim.${path.replace(/\W+/g, "-")}@example.org`,
        role: "editor",
      });
      const target = path.replace(":id", String(victim.id));
      const auditBefore = (await auditRows(server)).length;
      const token = await tokenFor(admin);
      for (const [label, send] of [
        ["no token", () => admin.postForm(target, fields)],
        ["a forged token", () => admin.postForm(target, { ...fields, _token: "forged.token.value" })],
        [
          "another browser's token",
          async () => admin.postForm(target, { ...fields, _token: await tokenFor(new Visitor(server.url)) }),
        ],
        ["cross-site", () => admin.postForm(target, { ...fields, _token: token }, { "sec-fetch-site": "cross-site" })],
      ] as const) {
        const response = await send();
        expect(response.status, `${path}: ${label}`).toBe(419);
      }
      expect((await auditRows(server)).length).toBe(auditBefore);
      expect(await coreOf(server).users.findByEmail("csrf@example.org")).toBeUndefined();
      expect((await coreOf(server).users.findById(victim.id))!.disabled).toBe(false);
      expect((await admin.get("/admin")).status).toBe(200);
    },
  );
});

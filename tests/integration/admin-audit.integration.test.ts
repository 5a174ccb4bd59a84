import { expect, test } from "vitest";
import { AUDIT_ACTIONS } from "~/.server/auth/audit-log";
import { Visitor } from "../support/http-client";
import { TestClock, useTestServer } from "../support/test-server";
import { auditRows, codeNow, coreOf, createStaff, location, PASSWORD, post, textOf } from "./admin-support";

/**
 * Audit: every staff sign-in, failed sign-in, sign-out, account change and settings
 * change leaves one row saying who, what, when and from where, and no row holds a secret.
 */
const clock = new TestClock();
// Behind one proxy, so the client's own address (X-Forwarded-For) is what gets recorded.
const server = useTestServer({ TRUST_PROXY: "1" }, { clock });
const ADDRESS = "203.0.113.9";

const browser = () => new Visitor(server.url, { "x-forwarded-for": ADDRESS });

/** Actions of later slices, each audited and tested in that slice's own test file. */
const TESTED_ELSEWHERE = new Set<string>([
  // admin-inbox.integration.test.ts
  "report_status_changed",
  "fir_number_recorded",
  "reports_exported",
  "report_viewed",
  // citizen-report-photos.integration.test.ts
  "report_photo_viewed",
  "found_property_added",
  "found_property_returned",
  // report-jurisdiction.integration.test.ts
  "report_transferred",
  // admin-found-property.integration.test.ts
  "found_property_updated",
  "found_property_deleted",
  // admin-found-property-matching.integration.test.ts
  "found_property_claim_confirmed",
  "found_property_handed_over",
  // found-property-disposal.integration.test.ts
  "found_property_disposed",
  // admin-content.integration.test.ts
  "content_created",
  "content_updated",
  "content_published",
  "content_unpublished",
  "content_deleted",
]);

test("every audited action writes who, what, when and from where, and never a secret", async () => {
  const secrets: string[] = [PASSWORD];
  const admin = await createStaff(server, { email: "audit.admin@example.org", role: "admin" });
  const adminBrowser = browser();
  expect(
    location(await post(adminBrowser, "/admin/sign-in", { email: "audit.admin@example.org", password: PASSWORD })),
  ).toBe("/admin");
  secrets.push(adminBrowser.cookies.get("rp_staff")!);
  await post(browser(), "/admin/sign-in", { email: "audit.admin@example.org", password: "a wrong guess here" });
  secrets.push("a wrong guess here");

  const created = await (
    await post(adminBrowser, "/admin/users/new", {
      email: "audited@example.org",
      display_name: "Sample Officer 5",
      role: "editor",
    })
  ).text();
  const userId = (await coreOf(server).users.findByEmail("audited@example.org"))!.id;
  secrets.push(/<code>([a-z2-9-]{19})<\/code>/.exec(created)![1]!);
  await post(adminBrowser, `/admin/users/${userId}`, { intent: "role", role: "desk", station_id: "10" });
  const reset = await (await post(adminBrowser, `/admin/users/${userId}`, { intent: "reset_password" })).text();
  const temporary = /<code>([a-z2-9-]{19})<\/code>/.exec(reset)![1]!;
  secrets.push(temporary);

  const user = browser();
  await post(user, "/admin/sign-in", { email: "audited@example.org", password: temporary });
  const own = "my own audited passphrase";
  secrets.push(own);
  await post(user, "/admin/account", { current_password: temporary, new_password: own, confirm_password: own });
  const key = /data-testid="totp-key">([A-Z2-7 ]+)</
    .exec(await (await user.get("/admin/account/two-factor")).text())![1]!
    .replace(/ /g, "");
  secrets.push(key);
  const code = codeNow(server, key);
  secrets.push(code);
  const enabled = await (await post(user, "/admin/account/two-factor", { intent: "confirm", code })).text();
  secrets.push(...[...enabled.matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((m) => m[1]!));
  const renewed = await (await post(user, "/admin/account/two-factor", { intent: "regenerate", password: own })).text();
  const codes = [...renewed.matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((m) => m[1]!);
  secrets.push(...codes);
  await post(user, "/admin/sign-out");

  const again = browser();
  await post(again, "/admin/sign-in", { email: "audited@example.org", password: own });
  expect(location(await post(again, "/admin/sign-in/two-factor", { code: codes[0]! }))).toBe("/admin");
  expect(location(await post(again, "/admin/account/two-factor", { intent: "disable", password: own }))).toContain(
    "off=1",
  );
  const key2 = /data-testid="totp-key">([A-Z2-7 ]+)</
    .exec(await (await again.get("/admin/account/two-factor")).text())![1]!
    .replace(/ /g, "");
  secrets.push(key2);
  await post(again, "/admin/account/two-factor", { intent: "confirm", code: codeNow(server, key2) });

  await post(adminBrowser, `/admin/users/${userId}`, { intent: "reset_two_factor" });
  await post(adminBrowser, `/admin/users/${userId}`, { intent: "disable" });
  await post(adminBrowser, `/admin/users/${userId}`, { intent: "enable" });
  // The administrators can read it, in either language.
  const page = textOf(await (await adminBrowser.get("/admin/audit")).text());
  expect(page).toContain("Two-factor sign-in reset");
  expect(page).toContain(ADDRESS);
  adminBrowser.cookies.set("lang", "mr");
  const marathi = textOf(await (await adminBrowser.get("/admin/audit?action=sign_in_failed")).text());
  expect(marathi).toContain("साइन इन अयशस्वी");
  expect(marathi).toContain("चुकीचा पासवर्ड");
  adminBrowser.cookies.delete("lang");
  await post(adminBrowser, "/admin/settings", { require_two_factor: "on" });

  const rows = await auditRows(server);
  const recorded = new Set(rows.map((row) => row.action));
  for (const action of AUDIT_ACTIONS)
    if (!TESTED_ELSEWHERE.has(action)) expect(recorded.has(action), action).toBe(true);
  for (const row of rows) {
    // The one account made outside the web (by the test, as the command line would) has no address.
    expect(row.ip, row.action).toBe(row.details?.includes("command_line") ? null : ADDRESS);
    expect(Date.parse(row.at), row.action).toBeGreaterThan(0);
    expect(row.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const text = JSON.stringify(row);
    for (const secret of secrets) expect(text, `${row.action} must not hold a secret`).not.toContain(secret);
  }
  const byAdmin = rows.filter((row) => row.actor_id === admin.id).map((row) => row.action);
  expect(byAdmin).toEqual(
    expect.arrayContaining([
      "sign_in",
      "sign_in_failed",
      "user_created",
      "user_role_changed",
      "user_password_reset",
      "two_factor_reset",
      "user_disabled",
      "user_enabled",
      "settings_changed",
    ]),
  );
  const byUser = rows.filter((row) => row.actor_id === userId).map((row) => row.action);
  expect(byUser).toEqual(
    expect.arrayContaining([
      "sign_in",
      "password_changed",
      "two_factor_enabled",
      "recovery_codes_regenerated",
      "sign_out",
      "recovery_code_used",
      "two_factor_disabled",
    ]),
  );
});

import { describe, expect, test } from "vitest";
import { base32Decode, totpCode } from "~/.server/auth/totp";
import { setCookies } from "../support/html";
import { Visitor } from "../support/http-client";
import {
  auditRows,
  codeNow,
  coreOf,
  createStaff,
  details,
  enableTotp,
  errorSummary,
  expectRefused,
  location,
  PASSWORD,
  post,
  signIn,
  signInWithTotp,
  textOf,
  useSignInServer,
} from "./admin-support";

/** Two-factor sign-in (TOTP, RFC 6238), recovery codes and the "require it for everyone" setting. */
const { server, clock } = useSignInServer();
const MINUTE = 60_000;

async function startSignIn(email: string) {
  const visitor = new Visitor(server.url);
  const response = await post(visitor, "/admin/sign-in", { email, password: PASSWORD });
  expect(response.status).toBe(302);
  expect(location(response)).toBe("/admin/sign-in/two-factor");
  return visitor;
}

describe("setting up two-factor sign-in", () => {
  test("the page shows a QR code and the key; the right code turns it on and shows 10 recovery codes once", async () => {
    const user = await createStaff(server, { email: "enrol@example.org", role: "editor" });
    const visitor = await signIn(server, "enrol@example.org");
    const page = await visitor.get("/admin/account/two-factor");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<svg class="admin-qr" viewBox="0 0 \d+ \d+"[^>]*role="img" aria-label="QR code that adds/);
    const key = /data-testid="totp-key">([A-Z2-7 ]+)</.exec(html)![1]!.replace(/ /g, "");
    expect(base32Decode(key)).toHaveLength(20);
    // Reloading shows the same key (an enrolment waiting to be confirmed), not a new one.
    expect(await (await visitor.get("/admin/account/two-factor")).text()).toContain(key.slice(0, 4));
    // At rest the key is sealed, never the key itself.
    const row = await coreOf(server).users.findRowById(user.id);
    expect(row!.totp_secret).not.toContain(key);
    expect(row!.totp_enabled).toBe(0);

    const wrong = await post(visitor, "/admin/account/two-factor", { intent: "confirm", code: "000000" });
    expect(wrong.status).toBe(422);
    expect(errorSummary(await wrong.text())[0]).toMatch(/^The code is not right/);

    const right = await post(visitor, "/admin/account/two-factor", { intent: "confirm", code: codeNow(server, key) });
    expect(right.status).toBe(200);
    const done = await right.text();
    expect(done).toContain("<h1>Two-factor sign-in is on</h1>");
    const codes = [...done.matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((match) => match[1]);
    expect(codes).toHaveLength(10);
    expect(await coreOf(server).users.countUnusedRecoveryCodes(user.id)).toBe(10);
    // Shown once: the page afterwards does not show them.
    const after = await (await visitor.get("/admin/account/two-factor")).text();
    for (const code of codes) expect(after).not.toContain(code!);
    expect(textOf(after)).toContain("Recovery codes left: 10");

    const audit = (await auditRows(server, "two_factor_enabled")).find((entry) => entry.actor_id === user.id);
    expect(audit).toBeDefined();
    expect(JSON.stringify(await auditRows(server))).not.toContain(key);
  });
});

describe("signing in with two-factor", () => {
  test("the password alone opens nothing; the app's code finishes sign-in with a new session id", async () => {
    const user = await createStaff(server, { email: "two.step@example.org", role: "desk" });
    const { secret } = await enableTotp(server, user);
    const visitor = await startSignIn("two.step@example.org");
    const pending = visitor.cookies.get("rp_staff");
    for (const path of ["/admin", "/admin/account", "/admin/users"]) {
      const response = await visitor.get(path);
      expect(location(response), path).toBe("/admin/sign-in/two-factor");
    }
    const page = await visitor.get("/admin/sign-in/two-factor");
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/autoComplete="one-time-code"/);

    const done = await post(visitor, "/admin/sign-in/two-factor", { code: codeNow(server, secret) });
    expect(done.status).toBe(302);
    expect(location(done)).toBe("/admin");
    expect(visitor.cookies.get("rp_staff")).not.toBe(pending);
    expect((await visitor.get("/admin")).status).toBe(200);
    const stale = new Visitor(server.url);
    stale.cookies.set("rp_staff", pending!);
    expect(location(await stale.get("/admin"))).toMatch(/^\/admin\/sign-in/);
    const signIns = (await auditRows(server, "sign_in")).filter((row) => row.actor_id === user.id);
    expect(signIns.map(details)).toEqual([{ method: "totp" }]);
  });

  test("a code works once: the same code cannot sign in again", async () => {
    const user = await createStaff(server, { email: "replay@example.org", role: "editor" });
    const { secret } = await enableTotp(server, user);
    const code = codeNow(server, secret);
    const first = await startSignIn("replay@example.org");
    expect(location(await post(first, "/admin/sign-in/two-factor", { code }))).toBe("/admin");
    const second = await startSignIn("replay@example.org");
    const replay = await post(second, "/admin/sign-in/two-factor", { code });
    await expectRefused(
      replay,
      ["The code is not right or has already been used. Enter the code your app shows now."],
      401,
    );
    // The next step's code is fine (the app shows it 30 seconds later).
    expect(location(await post(second, "/admin/sign-in/two-factor", { code: codeNow(server, secret, 1) }))).toBe(
      "/admin",
    );
  });

  test("codes from more than one step away are refused", async () => {
    const user = await createStaff(server, { email: "drift@example.org", role: "editor" });
    const { secret } = await enableTotp(server, user);
    const visitor = await startSignIn("drift@example.org");
    const old = totpCode(secret, clock.now().getTime() - 90_000);
    expect((await post(visitor, "/admin/sign-in/two-factor", { code: old })).status).toBe(401);
  });

  test("wrong codes count toward the same lockout as wrong passwords", async () => {
    const user = await createStaff(server, { email: "guessing@example.org", role: "editor" });
    const { secret } = await enableTotp(server, user);
    const visitor = await startSignIn("guessing@example.org");
    for (let i = 0; i < 5; i++)
      expect((await post(visitor, "/admin/sign-in/two-factor", { code: String(100000 + i) })).status).toBe(401);
    const locked = await post(visitor, "/admin/sign-in/two-factor", { code: codeNow(server, secret) });
    expect(locked.status).toBe(429);
    expect(setCookies(locked).get("rp_staff")?.attributes.get("max-age")).toBe("0");
    expect(
      (await post(new Visitor(server.url), "/admin/sign-in", { email: "guessing@example.org", password: PASSWORD }))
        .status,
    ).toBe(429);
    const reasons = (await auditRows(server, "sign_in_failed"))
      .filter((row) => row.actor_id === user.id)
      .map((row) => details(row).reason);
    expect(reasons.filter((reason) => reason === "wrong_second_factor")).toHaveLength(5);
    expect(reasons).toContain("locked");
  });

  test("a recovery code signs in once, and the audit log says how many are left", async () => {
    const user = await createStaff(server, { email: "lost.phone@example.org", role: "admin" });
    const { recoveryCodes } = await enableTotp(server, user);
    const code = recoveryCodes[3]!;
    const visitor = await startSignIn("lost.phone@example.org");
    const done = await post(visitor, "/admin/sign-in/two-factor", { code: ` ${code.toUpperCase()} ` });
    expect(location(done)).toBe("/admin");

    const again = await startSignIn("lost.phone@example.org");
    expect((await post(again, "/admin/sign-in/two-factor", { code })).status).toBe(401);
    const used = (await auditRows(server, "recovery_code_used")).find((row) => row.actor_id === user.id)!;
    expect(details(used)).toEqual({ remaining: 9 });
    expect(used.details).not.toContain(code);
    const signIn = (await auditRows(server, "sign_in")).find((row) => row.actor_id === user.id)!;
    expect(details(signIn)).toEqual({ method: "recovery_code" });
  });

  test("the step between password and code lasts five minutes", async () => {
    const user = await createStaff(server, { email: "slow@example.org", role: "editor" });
    const { secret } = await enableTotp(server, user);
    const visitor = await startSignIn("slow@example.org");
    clock.advance(5 * MINUTE + 1000);
    const late = await post(visitor, "/admin/sign-in/two-factor", { code: codeNow(server, secret) });
    expect(late.status).toBe(302);
    expect(location(late)).toBe("/admin/sign-in?ended=timeout");
  });

  test("cancelling the code step signs out", async () => {
    const user = await createStaff(server, { email: "cancel@example.org", role: "editor" });
    await enableTotp(server, user);
    const visitor = await startSignIn("cancel@example.org");
    expect(location(await post(visitor, "/admin/sign-out"))).toBe("/admin/sign-in?signed_out=1");
    expect(location(await visitor.get("/admin/sign-in/two-factor"))).toBe("/admin/sign-in");
  });
});

describe("managing two-factor sign-in", () => {
  test("new recovery codes need the password and replace the old ones", async () => {
    const user = await createStaff(server, { email: "new.codes@example.org", role: "editor" });
    const { secret, recoveryCodes } = await enableTotp(server, user);
    const visitor = await signInWithTotp(server, "new.codes@example.org", secret);
    const wrong = await post(visitor, "/admin/account/two-factor", { intent: "regenerate", password: "not it" });
    await expectRefused(wrong, ["Your password is not right"]);
    const done = await post(visitor, "/admin/account/two-factor", { intent: "regenerate", password: PASSWORD });
    expect(done.status).toBe(200);
    const fresh = [...(await done.text()).matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((m) => m[1]!);
    expect(fresh).toHaveLength(10);
    const old = await startSignIn("new.codes@example.org");
    expect((await post(old, "/admin/sign-in/two-factor", { code: recoveryCodes[0]! })).status).toBe(401);
    expect(location(await post(old, "/admin/sign-in/two-factor", { code: fresh[0]! }))).toBe("/admin");
    expect((await auditRows(server, "recovery_codes_regenerated")).some((row) => row.actor_id === user.id)).toBe(true);
  });

  test("turning it off needs the password; afterwards the password alone signs in", async () => {
    const user = await createStaff(server, { email: "turn.off@example.org", role: "editor" });
    const { secret } = await enableTotp(server, user);
    const visitor = await signInWithTotp(server, "turn.off@example.org", secret);
    expect((await post(visitor, "/admin/account/two-factor", { intent: "disable", password: "" })).status).toBe(422);
    const off = await post(visitor, "/admin/account/two-factor", { intent: "disable", password: PASSWORD });
    expect(location(off)).toBe("/admin/account/two-factor?off=1");
    expect(textOf(await (await visitor.get("/admin/account/two-factor?off=1")).text())).toContain(
      "Two-factor sign-in is off.",
    );
    await signIn(server, "turn.off@example.org");
    expect((await auditRows(server, "two_factor_disabled")).some((row) => row.actor_id === user.id)).toBe(true);
  });

  test("an unknown intent is a 400, not a 500", async () => {
    await createStaff(server, { email: "odd.post@example.org", role: "editor" });
    const visitor = await signIn(server, "odd.post@example.org");
    expect((await post(visitor, "/admin/account/two-factor", { intent: "explode" })).status).toBe(400);
  });

  test("an administrator can reset someone's two-factor sign-in; their sessions end", async () => {
    const admin = await createStaff(server, { email: "tf.admin@example.org", role: "admin" });
    const { secret: adminSecret } = await enableTotp(server, admin);
    const user = await createStaff(server, { email: "tf.user@example.org", role: "desk" });
    const { secret } = await enableTotp(server, user);
    const userBrowser = await signInWithTotp(server, "tf.user@example.org", secret);
    const adminBrowser = await signInWithTotp(server, "tf.admin@example.org", adminSecret);
    const reset = await post(adminBrowser, `/admin/users/${user.id}`, { intent: "reset_two_factor" });
    expect(location(reset)).toBe(`/admin/users/${user.id}?done=two_factor`);
    expect(location(await userBrowser.get("/admin"))).toMatch(/^\/admin\/sign-in/);
    await signIn(server, "tf.user@example.org");
    const audit = (await auditRows(server, "two_factor_reset")).find((row) => row.target_id === String(user.id))!;
    expect(audit.actor_id).toBe(admin.id);
  });
});

describe("requiring two-factor sign-in for everyone", () => {
  test("people without it must set it up straight after signing in, and cannot turn it off", async () => {
    const admin = await createStaff(server, { email: "policy.admin@example.org", role: "admin" });
    const { secret: adminSecret } = await enableTotp(server, admin);
    await createStaff(server, { email: "no.phone.yet@example.org", role: "editor" });
    const adminBrowser = await signInWithTotp(server, "policy.admin@example.org", adminSecret);

    const saved = await post(adminBrowser, "/admin/settings", { require_two_factor: "on" });
    expect(location(saved)).toBe("/admin/settings?saved=1");
    const settingRow = (await auditRows(server, "settings_changed")).at(-1)!;
    expect(settingRow.actor_id).toBe(admin.id);
    expect(details(settingRow)).toEqual({ require_two_factor: { from: false, to: true } });

    const visitor = await signIn(server, "no.phone.yet@example.org");
    for (const path of ["/admin", "/admin/account"])
      expect(location(await visitor.get(path)), path).toBe("/admin/account/two-factor");
    const page = await (await visitor.get("/admin/account/two-factor")).text();
    expect(textOf(page)).toContain("Your administrators require two-factor sign-in for every account.");
    const key = /data-testid="totp-key">([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, "");
    expect(
      (await post(visitor, "/admin/account/two-factor", { intent: "confirm", code: codeNow(server, key) })).status,
    ).toBe(200);
    expect((await visitor.get("/admin")).status).toBe(200);

    const refused = await post(visitor, "/admin/account/two-factor", { intent: "disable", password: PASSWORD });
    await expectRefused(refused, ["Your administrators require two-factor sign-in, so it cannot be turned off."]);

    // Saving the same value again writes nothing to the log.
    const before = (await auditRows(server, "settings_changed")).length;
    await post(adminBrowser, "/admin/settings", { require_two_factor: "on" });
    expect((await auditRows(server, "settings_changed")).length).toBe(before);
    await post(adminBrowser, "/admin/settings", {});
    expect(details((await auditRows(server, "settings_changed")).at(-1)!)).toEqual({
      require_two_factor: { from: true, to: false },
    });
  });
});

import { describe, expect, test } from "vitest";
import { setCookies } from "../support/html";
import { Visitor } from "../support/http-client";
import {
  auditRows,
  coreOf,
  createStaff,
  details,
  errorSummary,
  expectRefused,
  location,
  PASSWORD,
  post,
  signIn,
  textOf,
  useSignInServer,
} from "./admin-support";

/** Sign-in, lockout, sessions and sign-out over HTTP ("Accounts and access"). */
const { server, clock } = useSignInServer();
const MINUTE = 60_000;

describe("the sign-in page", () => {
  test("is a plain server-rendered form with a CSRF token, not indexed and not cached", async () => {
    const response = await new Visitor(server.url).get("/admin/sign-in");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toMatch(/<form [^>]*action="\/admin\/sign-in" method="post">/);
    expect(html).toMatch(/<input type="hidden" name="_token" value="[^"]+"/);
    expect(html).toMatch(
      /<input id="email" name="email" type="email"[^>]*autoComplete="username"|autocomplete="username"/i,
    );
    expect(html).toMatch(
      /<input id="password" type="password"[^>]*autoComplete="current-password"[^>]*name="password"/,
    );
    expect(html).toContain("<h1>Sign in to the administration</h1>");
  });

  test("is in Marathi for a Marathi reader", async () => {
    const html = await (await new Visitor(server.url, { cookie: "lang=mr" }).get("/admin/sign-in")).text();
    expect(html).toContain('<html lang="mr"');
    expect(html).toContain("<h1>प्रशासनात साइन इन करा</h1>");
  });

  test("anonymous visitors are sent to it from any admin page, which it remembers", async () => {
    const response = await new Visitor(server.url).get("/admin/users?x=1");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin/sign-in?next=%2Fadmin%2Fusers%3Fx%3D1");
  });
});

describe("signing in", () => {
  test("the right password opens a server-side session in an HttpOnly, SameSite=Lax cookie", async () => {
    const user = await createStaff(server, {
      email: "first.officer@example.org",
      role: "editor",
      name: "Sample Officer 1",
    });
    const visitor = new Visitor(server.url);
    const response = await post(visitor, "/admin/sign-in", { email: "First.Officer@Example.org ", password: PASSWORD });
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin");
    const cookie = setCookies(response).get("rp_staff")!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes.has("httponly")).toBe(true);
    expect(cookie.attributes.get("samesite")).toBe("Lax");
    expect(cookie.attributes.get("path")).toBe("/");
    // Not Secure over plain HTTP in tests; production sets Secure (see the e2e suite).
    expect(cookie.attributes.has("secure")).toBe(false);
    expect(cookie.attributes.has("max-age")).toBe(false);

    const dashboard = await visitor.get("/admin");
    expect(dashboard.status).toBe(200);
    const html = await dashboard.text();
    expect(html).toContain("Welcome, Sample Officer 1");
    expect(html).toContain("Signed in as Sample Officer 1");

    const rows = await auditRows(server, "sign_in");
    const row = rows.find((entry) => entry.actor_id === user.id)!;
    expect(details(row)).toEqual({ method: "password" });
    expect(row.ip).toMatch(/127\.0\.0\.1/);
    expect(row.target_id).toBe(String(user.id));
    expect((await coreOf(server).users.findById(user.id))!.last_sign_in_at).not.toBeNull();
  });

  test("React Router's data requests for /admin carry the cookie too (the reason it is Path=/)", async () => {
    await createStaff(server, { email: "data.request@example.org", role: "desk" });
    const visitor = await signIn(server, "data.request@example.org");
    const response = await visitor.get("/admin.data");
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("/admin/sign-in");
  });

  test("empty fields are named in an error summary", async () => {
    const response = await post(new Visitor(server.url), "/admin/sign-in", { email: "", password: "" });
    const html = await expectRefused(response, ["Enter your e-mail address", "Enter your password"]);
    expect(html).toContain("<title>Error: Sign in to the administration | Mumbai Railway Police</title>");
    // The same GOV.UK summary as the citizen's forms: an alert, focused as the page loads, without JavaScript too.
    expect(html).toMatch(
      /<div class="admin-error-summary" tabindex="-1" role="alert" aria-labelledby="[\w-]+" autofocus="">/,
    );
  });

  test("a wrong password and an unknown e-mail get the same answer, and no cookie", async () => {
    await createStaff(server, { email: "known@example.org", role: "editor" });
    const wrong = await post(new Visitor(server.url), "/admin/sign-in", {
      email: "known@example.org",
      password: "not the password",
    });
    const unknown = await post(new Visitor(server.url), "/admin/sign-in", {
      email: "nobody@example.org",
      password: "not the password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(setCookies(wrong).has("rp_staff")).toBe(false);
    const [wrongHtml, unknownHtml] = [await wrong.text(), await unknown.text()];
    expect(errorSummary(wrongHtml)).toEqual(["The e-mail address or the password is not right"]);
    expect(errorSummary(unknownHtml)).toEqual(errorSummary(wrongHtml));
    // The password typed is never sent back.
    expect(wrongHtml).not.toContain("not the password");

    const failures = await auditRows(server, "sign_in_failed");
    const known = failures.find((row) => details(row).reason === "wrong_password")!;
    expect(known.actor_id).not.toBeNull();
    const nobody = failures.find((row) => details(row).reason === "unknown_account")!;
    expect(nobody.actor_id).toBeNull();
    expect(details(nobody).email).toBe("nobody@example.org");
    for (const row of failures) expect(row.details ?? "").not.toContain("not the password");
  });

  test("a password typed into the e-mail field is not written to the audit log", async () => {
    await post(new Visitor(server.url), "/admin/sign-in", { email: "my secret passphrase", password: "x" });
    const rows = await auditRows(server, "sign_in_failed");
    expect(details(rows.at(-1)!).email).toBe("(not an e-mail address)");
  });

  test("five wrong passwords lock the account for 15 minutes, with words that do not tell whether it exists", async () => {
    await createStaff(server, { email: "locked.out@example.org", role: "editor" });
    const attempt = (email: string, password: string) =>
      post(new Visitor(server.url), "/admin/sign-in", { email, password });
    for (let i = 0; i < 5; i++) {
      expect((await attempt("locked.out@example.org", `wrong ${i} password`)).status).toBe(401);
      expect((await attempt("never.was@example.org", `wrong ${i} password`)).status).toBe(401);
    }
    const known = await attempt("locked.out@example.org", PASSWORD);
    const unknown = await attempt("never.was@example.org", PASSWORD);
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    const [knownSummary, unknownSummary] = [errorSummary(await known.text()), errorSummary(await unknown.text())];
    expect(knownSummary).toEqual([
      "There have been too many attempts to sign in. For your security, wait 15 minutes and try again, or ask an administrator for help.",
    ]);
    expect(unknownSummary).toEqual(knownSummary);
    expect(setCookies(known).has("rp_staff")).toBe(false);

    const locked = (await auditRows(server, "sign_in_failed")).filter((row) => details(row).reason === "locked");
    expect(locked.length).toBeGreaterThanOrEqual(2);

    clock.advance(15 * MINUTE + 1000);
    await signIn(server, "locked.out@example.org");
  });

  test("twenty failures from one address lock that address for every account", async () => {
    await createStaff(server, { email: "same.office@example.org", role: "desk" });
    for (let i = 0; i < 20; i++) {
      const response = await post(new Visitor(server.url), "/admin/sign-in", {
        email: `guess${i}@example.org`,
        password: "a guessed password",
      });
      expect(response.status).toBe(401);
    }
    const blocked = await post(new Visitor(server.url), "/admin/sign-in", {
      email: "same.office@example.org",
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    clock.advance(15 * MINUTE + 1000);
    await signIn(server, "same.office@example.org");
  });

  test("returns to the page asked for, but never off the admin area", async () => {
    await createStaff(server, { email: "next.page@example.org", role: "editor" });
    const good = await post(new Visitor(server.url), "/admin/sign-in", {
      email: "next.page@example.org",
      password: PASSWORD,
      next: "/admin/account",
    });
    expect(location(good)).toBe("/admin/account");
    for (const next of ["https://evil.example/", "//evil.example/admin", "/news", "/admin/sign-out"]) {
      const response = await post(new Visitor(server.url), "/admin/sign-in", {
        email: "next.page@example.org",
        password: PASSWORD,
        next,
      });
      expect(location(response), next).toBe("/admin");
    }
  });

  test("someone already signed in who opens the sign-in page goes to the dashboard", async () => {
    await createStaff(server, { email: "already@example.org", role: "desk" });
    const visitor = await signIn(server, "already@example.org");
    const response = await visitor.get("/admin/sign-in");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin");
  });
});

describe("sessions", () => {
  test("signing in gives a new session id; the one the browser had before (even a planted one) is dead", async () => {
    await createStaff(server, { email: "rotation@example.org", role: "editor" });
    const visitor = await signIn(server, "rotation@example.org");
    const first = visitor.cookies.get("rp_staff")!;
    await signIn(server, "rotation@example.org", PASSWORD, visitor);
    const second = visitor.cookies.get("rp_staff")!;
    expect(second).not.toBe(first);

    const old = new Visitor(server.url);
    old.cookies.set("rp_staff", first);
    const refused = await old.get("/admin");
    expect(refused.status).toBe(302);
    expect(location(refused)).toMatch(/^\/admin\/sign-in/);
    expect(setCookies(refused).get("rp_staff")?.attributes.get("max-age")).toBe("0");

    // A session id planted by someone else before sign-in is not adopted.
    const planted = new Visitor(server.url);
    planted.cookies.set("rp_staff", "P".repeat(43));
    await signIn(server, "rotation@example.org", PASSWORD, planted);
    expect(planted.cookies.get("rp_staff")).not.toBe("P".repeat(43));
    expect((await visitor.get("/admin")).status).toBe(200);
  });

  test("30 minutes without a request end the session (checked on the server clock)", async () => {
    await createStaff(server, { email: "idle.officer@example.org", role: "editor" });
    const visitor = await signIn(server, "idle.officer@example.org");
    clock.advance(29 * MINUTE);
    expect((await visitor.get("/admin")).status).toBe(200);
    clock.advance(29 * MINUTE);
    expect((await visitor.get("/admin/account")).status).toBe(200);
    clock.advance(30 * MINUTE + 1000);
    const ended = await visitor.get("/admin/account");
    expect(ended.status).toBe(302);
    expect(location(ended)).toBe("/admin/sign-in?next=%2Fadmin%2Faccount&ended=timeout");
    const page = await visitor.get(location(ended));
    expect(textOf(await page.text())).toContain("You were signed out because you were inactive for 30 minutes");
  });

  test("12 hours after signing in the session ends however busy it was", async () => {
    await createStaff(server, { email: "long.shift@example.org", role: "desk" });
    const visitor = await signIn(server, "long.shift@example.org");
    for (let elapsed = 0; elapsed < 12 * 60 * MINUTE - 25 * MINUTE; elapsed += 25 * MINUTE) {
      clock.advance(25 * MINUTE);
      expect((await visitor.get("/admin")).status, `after ${elapsed / MINUTE + 25} minutes`).toBe(200);
    }
    clock.advance(25 * MINUTE);
    const ended = await visitor.get("/admin");
    expect(ended.status).toBe(302);
    expect(location(ended)).toBe("/admin/sign-in?ended=timeout");
  });

  test("signing out ends the session on the server, not only in the browser", async () => {
    const user = await createStaff(server, { email: "signing.out@example.org", role: "editor" });
    const visitor = await signIn(server, "signing.out@example.org");
    const token = visitor.cookies.get("rp_staff")!;
    const response = await post(visitor, "/admin/sign-out");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin/sign-in?signed_out=1");
    expect(setCookies(response).get("rp_staff")?.attributes.get("max-age")).toBe("0");
    expect(textOf(await (await visitor.get("/admin/sign-in?signed_out=1")).text())).toContain("You have signed out.");

    const replay = new Visitor(server.url);
    replay.cookies.set("rp_staff", token);
    expect(location(await replay.get("/admin"))).toMatch(/^\/admin\/sign-in/);
    const out = (await auditRows(server, "sign_out")).find((row) => row.actor_id === user.id);
    expect(out?.ip).toMatch(/127\.0\.0\.1/);
  });

  test("a GET to the sign-out address changes nothing", async () => {
    await createStaff(server, { email: "get.signout@example.org", role: "editor" });
    const visitor = await signIn(server, "get.signout@example.org");
    const response = await visitor.get("/admin/sign-out");
    expect(response.status).toBe(302);
    expect(location(response)).toBe("/admin");
    expect((await visitor.get("/admin")).status).toBe(200);
  });

  test("disabling an account ends all its sessions at once, and it can no longer sign in", async () => {
    await createStaff(server, { email: "head.admin@example.org", role: "admin" });
    const user = await createStaff(server, { email: "leaving@example.org", role: "desk" });
    const phone = await signIn(server, "leaving@example.org");
    const desktop = await signIn(server, "leaving@example.org");
    const admin = await signIn(server, "head.admin@example.org");

    const response = await post(admin, `/admin/users/${user.id}`, { intent: "disable" });
    expect(response.status).toBe(302);
    for (const browser of [phone, desktop]) expect(location(await browser.get("/admin"))).toMatch(/^\/admin\/sign-in/);
    const again = await post(new Visitor(server.url), "/admin/sign-in", {
      email: "leaving@example.org",
      password: PASSWORD,
    });
    await expectRefused(again, ["The e-mail address or the password is not right"], 401);
    const disabled = (await auditRows(server, "user_disabled")).find((row) => row.target_id === String(user.id))!;
    expect(details(disabled).sessions_ended).toBe(2);
    expect(details((await auditRows(server, "sign_in_failed")).at(-1)!).reason).toBe("disabled");
  });

  test("an account disabled behind the application's back is refused on the next request", async () => {
    const user = await createStaff(server, { email: "db.disabled@example.org", role: "editor" });
    const visitor = await signIn(server, "db.disabled@example.org");
    await server.services.db.updateTable("staff_users").set({ disabled: 1 }).where("id", "=", user.id).execute();
    const response = await visitor.get("/admin");
    expect(location(response)).toBe("/admin/sign-in?ended=revoked");
  });
});

describe("passwords", () => {
  test("changing the password needs the current one, follows the policy, and signs out other browsers", async () => {
    const user = await createStaff(server, { email: "changer@example.org", role: "editor" });
    const other = await signIn(server, "changer@example.org");
    const visitor = await signIn(server, "changer@example.org");
    const before = visitor.cookies.get("rp_staff");

    const cases: Array<[Record<string, string>, string[]]> = [
      [{}, ["Enter your current password", "Enter a new password", "Type the new password again"]],
      [
        { current_password: PASSWORD, new_password: "short", confirm_password: "short" },
        ["The new password must be at least 12 characters long"],
      ],
      [
        { current_password: PASSWORD, new_password: "password1234", confirm_password: "password1234" },
        ["This password is one of the most common and easy to guess. Choose another"],
      ],
      [
        { current_password: PASSWORD, new_password: "changer@example.org", confirm_password: "changer@example.org" },
        ["The password must not be your e-mail address"],
      ],
      [
        {
          current_password: PASSWORD,
          new_password: "a brand new passphrase",
          confirm_password: "a brand new passphrase!",
        },
        ["The two new passwords are not the same"],
      ],
      [
        {
          current_password: "not my password",
          new_password: "a brand new passphrase",
          confirm_password: "a brand new passphrase",
        },
        ["Your current password is not right"],
      ],
    ];
    for (const [fields, expected] of cases) {
      const response = await post(visitor, "/admin/account", fields);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      expect(errorSummary(await response.text())).toEqual(expected);
    }

    const done = await post(visitor, "/admin/account", {
      current_password: PASSWORD,
      new_password: "a brand new passphrase",
      confirm_password: "a brand new passphrase",
    });
    expect(done.status).toBe(302);
    expect(location(done)).toBe("/admin/account?changed=1");
    expect(visitor.cookies.get("rp_staff")).not.toBe(before);
    expect((await visitor.get("/admin/account?changed=1")).status).toBe(200);
    expect(location(await other.get("/admin"))).toMatch(/^\/admin\/sign-in/);
    await signIn(server, "changer@example.org", "a brand new passphrase");
    const audit = (await auditRows(server, "password_changed")).find((row) => row.actor_id === user.id)!;
    expect(details(audit)).toEqual({ forced: false });
    expect(audit.details).not.toContain("passphrase");
  });

  test("a temporary password must be replaced before anything else can be opened", async () => {
    await createStaff(server, { email: "reset.admin@example.org", role: "admin" });
    const user = await createStaff(server, { email: "forgetful@example.org", role: "desk" });
    const admin = await signIn(server, "reset.admin@example.org");
    const reset = await post(admin, `/admin/users/${user.id}`, { intent: "reset_password" });
    expect(reset.status).toBe(200);
    const temporary = /<code>([a-z2-9]{4}(?:-[a-z2-9]{4}){3})<\/code>/.exec(await reset.text())?.[1];
    expect(temporary).toBeDefined();

    const visitor = await signIn(server, "forgetful@example.org", temporary);
    for (const path of ["/admin", "/admin/users", "/admin/account/two-factor"]) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(302);
      expect(location(response), path).toBe("/admin/account");
    }
    const page = await (await visitor.get("/admin/account")).text();
    expect(page).toContain("You signed in with a temporary password. Choose your own password to continue.");
    const changed = await post(visitor, "/admin/account", {
      current_password: temporary!,
      new_password: "my own long passphrase",
      confirm_password: "my own long passphrase",
    });
    expect(location(changed)).toBe("/admin");
    expect((await visitor.get("/admin")).status).toBe(200);
    const audit = (await auditRows(server, "password_changed")).find((row) => row.actor_id === user.id)!;
    expect(details(audit)).toEqual({ forced: true });
  });
});

import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { requestContext } from "../context";
import type { StaffRole } from "../db/tables/staff";
import { pagePath, requireStaff, safeAdminPath, staffIdentityContext } from "./guard";
import type { StaffIdentity } from "./sign-in";

test("the page a data request is for drops React Router's .data suffix and parameters", () => {
  expect(pagePath(new URL("http://x/admin/users.data?_routes=routes%2Fadmin%2Fusers"))).toBe("/admin/users");
  expect(pagePath(new URL("http://x/admin.data"))).toBe("/admin");
  expect(pagePath(new URL("http://x/admin/audit?action=sign_in&page=2"))).toBe("/admin/audit?action=sign_in&page=2");
  expect(pagePath(new URL("http://x/admin/users/_.data"))).toBe("/admin/users");
});

test("only admin pages are places to return to after signing in", () => {
  expect(safeAdminPath("/admin/users")).toBe("/admin/users");
  expect(safeAdminPath("/admin")).toBe("/admin");
  expect(safeAdminPath("/admin/audit?action=sign_in&page=2")).toBe("/admin/audit?action=sign_in&page=2");
  for (const bad of [
    "https://evil.example/admin",
    "//evil.example/admin",
    "/admin//evil.example",
    "/\\evil.example",
    "/news",
    "/administrator",
    "/admin/sign-in",
    "/admin/sign-out",
    "/admin/../news",
    "/admin/users#x",
    "javascript:alert(1)",
    "",
    null,
    42,
  ])
    expect(safeAdminPath(bad), String(bad)).toBeNull();
});

describe("requireStaff", () => {
  const staff = (
    role: StaffRole,
    setup: "password" | "two_factor" | null = null,
  ): Extract<StaffIdentity, { kind: "staff" }> => ({
    kind: "staff",
    sessionHash: "h".repeat(64),
    setup,
    user: {
      id: 7,
      email: "sample.officer@example.org",
      display_name: "Sample Officer 7",
      role,
      station_id: null,
      disabled: false,
      must_change_password: setup === "password",
      totp_enabled: false,
      created_at: "2026-11-21T00:00:00.000Z",
      last_sign_in_at: null,
    },
  });

  function args(path: string, identity: StaffIdentity, locale: "en" | "mr" = "en") {
    const context = new RouterContextProvider();
    context.set(requestContext, {
      requestId: "r",
      locale,
      anonId: "a",
      csrfToken: "t",
      nonce: "n",
      fontSize: 100,
      contrast: "normal",
      address: "192.0.2.1",
    });
    context.set(staffIdentityContext, identity);
    return { request: new Request(`http://localhost${path}`, { headers: { "user-agent": "test" } }), context };
  }

  async function refusal(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise;
    } catch (thrown) {
      return thrown;
    }
    throw new Error("expected a refusal");
  }

  test("an allowed role gets the account and where the request came from", async () => {
    const access = await requireStaff(args("/admin/users", staff("admin")), { roles: ["admin"] });
    expect(access.user.id).toBe(7);
    expect(access.origin).toEqual({ ip: "192.0.2.1", userAgent: "test" });
    expect(access.scope).toEqual({ stationId: null });
  });

  test("the answer carries the station scope: a desk officer with a station is limited to it", async () => {
    const limited = staff("desk");
    limited.user.station_id = 10;
    const access = await requireStaff(args("/admin/reports", limited), { roles: ["admin", "desk"] });
    expect(access.scope).toEqual({ stationId: 10 });
    const admin = staff("admin");
    admin.user.station_id = 10;
    expect((await requireStaff(args("/admin/reports", admin), { roles: ["admin"] })).scope).toEqual({
      stationId: null,
    });
  });

  test("pages: anonymous visitors are redirected to sign-in, the wrong role gets 403", async () => {
    const anonymous = (await refusal(
      requireStaff(args("/admin/users", { kind: "anonymous", ended: "idle" }), { roles: ["admin"] }),
    )) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin%2Fusers&ended=timeout");
    const editor = await refusal(requireStaff(args("/admin/users", staff("editor")), { roles: ["admin"] }));
    expect((editor as { init: { status: number } }).init.status).toBe(403);
    expect((editor as { data: unknown }).data).toEqual({ reason: "forbidden" });
  });

  test("JSON under /api/admin: 401 for anonymous visitors, 403 for the wrong role, in the reader's language", async () => {
    const anonymous = (await refusal(
      requireStaff(args("/api/admin/things", { kind: "anonymous", ended: null }), { roles: "any" }),
    )) as Response;
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: "Sign in to the administration first." });
    const desk = (await refusal(
      requireStaff(args("/api/admin/things", staff("desk"), "mr"), { roles: ["editor"] }),
    )) as Response;
    expect(desk.status).toBe(403);
    expect(await desk.json()).toEqual({ message: "आपल्या भूमिकेनुसार हे करता येत नाही." });
  });

  test("an unfinished setup step comes first, except on the page where it is done", async () => {
    const forced = (await refusal(
      requireStaff(args("/admin", staff("admin", "password")), { roles: "any" }),
    )) as Response;
    expect(forced.headers.get("location")).toBe("/admin/account");
    const twoFactor = (await refusal(
      requireStaff(args("/admin", staff("desk", "two_factor")), { roles: "any" }),
    )) as Response;
    expect(twoFactor.headers.get("location")).toBe("/admin/account/two-factor");
    await expect(
      requireStaff(args("/admin/account", staff("admin", "password")), { roles: "any", setup: "password" }),
    ).resolves.toBeDefined();
  });

  test("half-way through signing in (password, no code yet) opens nothing", async () => {
    const pending = (await refusal(
      requireStaff(args("/admin", { kind: "second_factor", user: staff("admin").user, sessionHash: "h" }), {
        roles: "any",
      }),
    )) as Response;
    expect(pending.headers.get("location")).toBe("/admin/sign-in/two-factor");
  });
});

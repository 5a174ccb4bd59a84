import { expect, test } from "vitest";
import { createSecretBox } from "./secret-box";

const box = createSecretBox("a".repeat(40), "staff-totp-secret");

test("a sealed secret opens to itself and does not contain it", () => {
  const sealed = box.seal("JBSWY3DPEHPK3PXP");
  expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
  expect(sealed.startsWith("v1.")).toBe(true);
  expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
});

test("sealing twice gives different boxes (a fresh IV each time)", () => {
  expect(box.seal("same")).not.toBe(box.seal("same"));
});

test("another APP_SECRET or another purpose cannot open it", () => {
  const sealed = box.seal("JBSWY3DPEHPK3PXP");
  expect(createSecretBox("b".repeat(40), "staff-totp-secret").open(sealed)).toBeNull();
  expect(createSecretBox("a".repeat(40), "other-purpose").open(sealed)).toBeNull();
});

test("a tampered or malformed box opens to nothing", () => {
  const sealed = box.seal("JBSWY3DPEHPK3PXP");
  const parts = sealed.split(".");
  const body = Buffer.from(parts[3]!, "base64url");
  body[0]! ^= 1;
  expect(box.open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toBeNull();
  for (const bad of ["", "v1", "v2.a.b.c", `${sealed}.extra`, "v1.!!.!!.!!"]) expect(box.open(bad)).toBeNull();
});

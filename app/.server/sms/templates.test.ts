import { expect, test } from "vitest";
import { renderSms } from "./templates";

test("the code message says what it is for, how long it lasts, and never to share it, in both languages", () => {
  const en = renderSms("otp", "en", { code: "4821", purpose: "complaint" });
  expect(en).toContain("4821");
  expect(en).toContain("complaint");
  expect(en).toContain("5 minutes");
  expect(en).toMatch(/Never share it/);
  const mr = renderSms("otp", "mr", { code: "4821", purpose: "complaint" });
  expect(mr).toContain("4821");
  expect(mr).toContain("तक्रार");
  expect(mr).toContain("५ मिनिटे");
});

test("the reference message carries the reference and the status link", () => {
  const text = renderSms("reference", "en", {
    purpose: "lost_found",
    reference: "MRP-L-2026-000007",
    url: "https://rp.example/status",
  });
  expect(text).toContain("MRP-L-2026-000007");
  expect(text).toContain("https://rp.example/status");
  expect(text).toContain("lost and found report");
});

test("the status message names the status in the citizen's language", () => {
  expect(renderSms("status", "mr", { reference: "MRP-C-2026-000001", status: "closed", url: "u" })).toContain("बंद");
});

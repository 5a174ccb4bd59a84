import { expect, test } from "vitest";
import { telHref, whatsappHref } from "./tel";

test("a telephone link dials the number without its spaces", () => {
  expect(telHref("1800 22 1512")).toBe("tel:1800221512");
  expect(telHref("1512")).toBe("tel:1512");
  expect(telHref("000-0000-0001")).toBe("tel:00000000001");
});

test("a WhatsApp number opens a chat, with India's country code in front of 10 digits", () => {
  expect(whatsappHref("98765-43210")).toBe("https://wa.me/919876543210");
  expect(whatsappHref("+91 98765 43210")).toBe("https://wa.me/919876543210");
});

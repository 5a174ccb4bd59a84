import { describe, expect, test } from "vitest";
import { preferredFromAcceptLanguage, resolveLocale } from "./locale";

describe("choosing the visitor's language", () => {
  test("the language cookie wins over the browser's preferences", () => {
    expect(resolveLocale("mr", "en-GB,en")).toBe("mr");
    expect(resolveLocale("en", "mr-IN")).toBe("en");
  });

  test("an unknown cookie value falls back to Accept-Language", () => {
    expect(resolveLocale("fr", "mr-IN,mr;q=0.9")).toBe("mr");
  });

  test("Accept-Language picks the most preferred of the site's languages", () => {
    expect(preferredFromAcceptLanguage("mr-IN,mr;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("mr");
    expect(preferredFromAcceptLanguage("hi-IN,en;q=0.5,mr;q=0.9")).toBe("hi");
    expect(preferredFromAcceptLanguage("hi-IN;q=0.4,en;q=0.5,mr;q=0.9")).toBe("mr");
    expect(preferredFromAcceptLanguage("en-GB,en;q=0.9,mr;q=0.8")).toBe("en");
    expect(preferredFromAcceptLanguage("hi-IN,hi;q=0.9")).toBe("hi");
    expect(preferredFromAcceptLanguage("gu-IN,gu;q=0.9")).toBe("en");
  });

  test("a Hindi cookie is remembered like the others", () => {
    expect(resolveLocale("hi", "mr-IN,en")).toBe("hi");
  });

  test("no header, an empty header or q=0 means English", () => {
    expect(preferredFromAcceptLanguage(undefined)).toBe("en");
    expect(preferredFromAcceptLanguage("")).toBe("en");
    expect(preferredFromAcceptLanguage("mr;q=0")).toBe("en");
  });
});

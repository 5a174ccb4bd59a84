import { describe, expect, test } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords";
import { MAX_PASSWORD_LENGTH } from "./passwords";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "./password-policy";

const email = "sample.officer@example.org";

describe("staff password policy", () => {
  test("a long passphrase passes", () => {
    expect(passwordProblem("monsoon platform chai umbrella", email)).toBeNull();
    expect(passwordProblem("x".repeat(5) + "y".repeat(7), email)).toBeNull();
  });

  test("fewer than 12 characters is too short, 12 is enough", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem("abcdefghjk1", email)).toBe("too_short");
    expect(passwordProblem("abcdefghjk1m", email)).toBeNull();
  });

  test("length counts characters, so a Marathi passphrase is measured fairly", () => {
    // 11 Devanagari code points: too short however many bytes they take.
    expect(passwordProblem("मुंबईलोहमार्ग".slice(0, 11), email)).toBe("too_short");
    expect(passwordProblem("मुंबई लोहमार्ग पोलीस", email)).toBeNull();
  });

  test("more than the maximum is refused before anything is hashed", () => {
    expect(passwordProblem("a b".repeat(MAX_PASSWORD_LENGTH), email)).toBe("too_long");
  });

  test("every password on the common list is refused, whatever the capitals", () => {
    for (const common of COMMON_PASSWORDS) expect(passwordProblem(common, email), common).not.toBeNull();
    expect(passwordProblem("Password1234", email)).toBe("common");
    expect(passwordProblem("MUMBAIPOLICE", email)).toBe("common");
  });

  test("one character repeated is refused as common", () => {
    expect(passwordProblem("zzzzzzzzzzzzzzzz", email)).toBe("common");
  });

  test("the account's e-mail address, or its name part, is refused", () => {
    expect(passwordProblem("Sample.Officer@example.org", email)).toBe("same_as_email");
    expect(passwordProblem("desk.sergeant.one", "desk.sergeant.one@example.org")).toBe("same_as_email");
  });

  test("every common password is long enough to need the list (shorter ones fail on length anyway)", () => {
    for (const common of COMMON_PASSWORDS) expect(common.length, common).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
    for (const common of COMMON_PASSWORDS) expect(common, common).toBe(common.toLowerCase());
  });
});

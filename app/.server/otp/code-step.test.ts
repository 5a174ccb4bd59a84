import { expect, test } from "vitest";
import { codeFailureMessage, rateLimitedMessage, waitText } from "./code-step";

test("waits are said in seconds, minutes or hours, with Devanagari digits in Marathi", () => {
  expect(waitText("en", 1)).toBe("1 second");
  expect(waitText("en", 29.2)).toBe("30 seconds");
  expect(waitText("en", 61)).toBe("2 minutes");
  expect(waitText("en", 3600 * 5)).toBe("5 hours");
  expect(waitText("mr", 30)).toBe("३० सेकंद");
  expect(waitText("mr", 60)).toBe("१ मिनिट");
  expect(rateLimitedMessage("en", 840)).toBe("Too many codes have been asked for. Wait 14 minutes and try again.");
});

test("every reason a code is refused has its own message", () => {
  expect(codeFailureMessage("en", "malformed", 4)).toBe("Enter the 4 digits of the code we sent you");
  expect(codeFailureMessage("en", "wrong_code", 4, 1)).toBe("The code is not right. You have 1 more try.");
  expect(codeFailureMessage("mr", "wrong_code", 4, 3)).toBe("ओटीपी चुकीचा आहे. आपल्याकडे आणखी ३ प्रयत्न शिल्लक आहेत.");
  const reasons = ["expired", "too_many_attempts", "no_code", "locked", "not_found"] as const;
  const messages = reasons.map((reason) => codeFailureMessage("en", reason, 4));
  expect(new Set(messages).size).toBe(reasons.length);
});

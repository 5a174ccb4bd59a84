import { describe, expect, test } from "vitest";
import { cacheUntilContentChanges } from "./until-content-changes";

/** A load whose answers the test releases one by one, counting the calls. */
function controlledLoad() {
  const pending: Array<{ key: string; resolve: (value: string) => void; reject: (error: Error) => void }> = [];
  const load = (key: string) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ key, resolve, reject });
    });
  return { load, pending };
}

describe("a value kept until the content changes", () => {
  test("is loaded once per key, concurrent requests sharing the load", async () => {
    const { load, pending } = controlledLoad();
    const cache = cacheUntilContentChanges(load);
    const first = cache.get("en");
    const second = cache.get("en");
    const marathi = cache.get("mr");
    expect(pending.map((call) => call.key)).toEqual(["en", "mr"]);
    pending[0]!.resolve("flashes in English");
    pending[1]!.resolve("flashes in Marathi");
    expect(await first).toBe("flashes in English");
    expect(await second).toBe("flashes in English");
    expect(await marathi).toBe("flashes in Marathi");
    expect(await cache.get("en")).toBe("flashes in English");
    expect(pending).toHaveLength(2);
  });

  test("is loaded again after the content changed", async () => {
    const { load, pending } = controlledLoad();
    const cache = cacheUntilContentChanges(load);
    const before = cache.get("en");
    pending[0]!.resolve("old");
    await before;
    cache.forget();
    const after = cache.get("en");
    pending[1]!.resolve("new");
    expect(await after).toBe("new");
  });

  test("does not keep what a load under way at the change read", async () => {
    const { load, pending } = controlledLoad();
    const cache = cacheUntilContentChanges(load);
    const underWay = cache.get("en");
    cache.forget();
    pending[0]!.resolve("old");
    expect(await underWay).toBe("old");
    const next = cache.get("en");
    expect(pending).toHaveLength(2);
    pending[1]!.resolve("new");
    expect(await next).toBe("new");
  });

  test("does not keep a failure: the next request asks again", async () => {
    const { load, pending } = controlledLoad();
    const cache = cacheUntilContentChanges(load);
    const failing = cache.get("en");
    pending[0]!.reject(new Error("database unavailable"));
    await expect(failing).rejects.toThrow("database unavailable");
    const retry = cache.get("en");
    expect(pending).toHaveLength(2);
    pending[1]!.resolve("back");
    expect(await retry).toBe("back");
  });
});

import { expect, test } from "vitest";
import { createRenderGate } from "./render-gate";

test("lets `limit` callers in at once and the rest in arrival order", async () => {
  const gate = createRenderGate(2);
  const order: number[] = [];
  const releases: Array<() => void> = [];
  const entries = [1, 2, 3, 4].map((n) =>
    gate.enter().then((release) => {
      order.push(n);
      releases.push(release);
    }),
  );
  await Promise.all(entries.slice(0, 2));
  await Promise.resolve();
  expect(order).toEqual([1, 2]);
  expect(gate.waiting()).toBe(2);

  releases[0]!();
  releases[0]!(); // a second release of the same turn changes nothing
  await entries[2];
  expect(order).toEqual([1, 2, 3]);
  expect(gate.waiting()).toBe(1);

  releases[1]!();
  releases[2]!();
  await entries[3];
  expect(order).toEqual([1, 2, 3, 4]);
  releases[3]!();
  // Everyone has left: the next two get in at once.
  const [a, b] = await Promise.all([gate.enter(), gate.enter()]);
  expect(gate.waiting()).toBe(0);
  a();
  b();
});

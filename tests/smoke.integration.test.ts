import { expect, test } from "vitest";
import { useTestServer } from "./support/test-server";

const server = useTestServer();

test("the production build serves the home page and reports itself healthy", async () => {
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const home = await fetch(server.url);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('<meta name="csrf-token"');
});

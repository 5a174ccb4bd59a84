import { describe, expect, test } from "vitest";
import { MAX_SCAN_BYTES, multipartToken } from "./multipart-token";

/** A multipart body as a browser sends it, delivered in small pieces, and whether it was read to the end. */
function upload(fields: Array<[string, string | Blob]>) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const type = request.headers.get("content-type")!;
  let bytesRead = 0;
  const source = request.body!.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) return controller.close();
      for (let i = 0; i < value.length; i += 1000) {
        const piece = value.subarray(i, i + 1000);
        bytesRead += piece.length;
        controller.enqueue(piece);
      }
    },
  });
  return { body, type, bytesRead: () => bytesRead };
}

const photo = () => new Blob([new Uint8Array(5 * 1024 * 1024).fill(7)], { type: "image/jpeg" });

describe("the token of a multipart form", () => {
  test("is read from the first part without reading the upload behind it", async () => {
    const sent = upload([
      ["_token", "abc.123.xyz"],
      ["intent", "save"],
      ["photo", photo()],
    ]);
    expect(await multipartToken(sent.body, sent.type)).toBe("abc.123.xyz");
    expect(sent.bytesRead()).toBeLessThan(MAX_SCAN_BYTES * 2);
  });

  test("is found after a few small fields, in any characters", async () => {
    const sent = upload([
      ["intent", "save"],
      ["title", "पोलीस"],
      ["_token", "tök.en"],
    ]);
    expect(await multipartToken(sent.body, sent.type)).toBe("tök.en");
  });

  test("is missing when a large file comes first, or there is none, or no boundary", async () => {
    const late = upload([
      ["photo", photo()],
      ["_token", "abc"],
    ]);
    expect(await multipartToken(late.body, late.type)).toBeNull();
    const none = upload([["intent", "save"]]);
    expect(await multipartToken(none.body, none.type)).toBeNull();
    expect(await multipartToken(upload([["_token", "x"]]).body, "multipart/form-data")).toBeNull();
  });
});

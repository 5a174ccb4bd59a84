import { describe, expect, test } from "vitest";
import { makePdf } from "../db/seed/sample-pdf";
import { sniffFileType } from "./file-types";

describe("recognising files by their content", () => {
  test.each([
    ["PDF", Buffer.from("%PDF-1.4\n..."), "pdf"],
    ["JPEG", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), "jpg"],
    ["PNG", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), "png"],
    ["WebP", Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]), "webp"],
    ["MP4", Buffer.concat([Buffer.alloc(4), Buffer.from("ftypisom")]), "mp4"],
    ["QuickTime", Buffer.concat([Buffer.alloc(4), Buffer.from("ftypqt  ")]), "mov"],
    ["WebM", Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]), "webm"],
    ["Ogg", Buffer.from("OggS\0"), "ogg"],
  ])("%s is recognised", (_name, bytes, ext) => {
    expect(sniffFileType(bytes)?.ext).toBe(ext);
  });

  test("a generated sample PDF is a PDF", () => {
    expect(sniffFileType(makePdf(["Title", "line"]))).toMatchObject({ kind: "document", mime: "application/pdf" });
  });

  test("a script or HTML page disguised by its name is not recognised as anything", () => {
    expect(sniffFileType(Buffer.from("<script>alert(1)</script>"))).toBeNull();
    expect(sniffFileType(Buffer.from("<!doctype html><html>"))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

import { describe, expect, test } from "vitest";
import { checkVideoUpload, isWebVtt, providerVideoUrl } from "./video-uploads";

const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(12)]);
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
const MOV = Buffer.concat([Buffer.alloc(4), Buffer.from("ftypqt  "), Buffer.alloc(8)]);
const file = (data: Buffer, name: string) => new File([new Uint8Array(data)], name);

describe("video addresses staff paste", () => {
  test.each([
    ["https://youtu.be/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    [" https://vimeo.com/76979871 ", "https://vimeo.com/76979871"],
    ["https://player.vimeo.com/video/76979871?h=abcdef12", "https://vimeo.com/76979871/abcdef12"],
  ])("%s is stored as %s, which the public gallery plays", (raw, stored) => {
    expect(providerVideoUrl(raw)).toEqual({ ok: true, url: stored });
  });

  test.each([
    ["javascript:alert(1)", "url_not_https"],
    ["http://www.youtube.com/watch?v=dQw4w9WgXcQ", "url_not_https"],
    ["data:text/html,<script>alert(1)</script>", "url_not_https"],
    ["https://www.youtube.com.example.org/watch?v=dQw4w9WgXcQ", "url_unsupported"],
    ["https://www.youtube.com/watch?v=short", "url_unsupported"],
    ["not an address", "url_unsupported"],
  ])("%s is refused (%s)", (raw, problem) => {
    expect(providerVideoUrl(raw)).toEqual({ ok: false, problem });
  });
});

describe("uploaded video files and captions", () => {
  test("MP4 and WebM are accepted by their bytes; QuickTime and disguised files are not", async () => {
    expect(await checkVideoUpload(file(MP4, "a.mp4"), undefined)).toMatchObject({ ok: true });
    expect(await checkVideoUpload(file(WEBM, "a.mp4"), undefined)).toMatchObject({ ok: true });
    expect(await checkVideoUpload(file(MOV, "a.mp4"), undefined)).toEqual({
      ok: false,
      field: "video",
      problem: "video_invalid",
    });
    expect(await checkVideoUpload(file(Buffer.from("<script>"), "a.mp4"), undefined)).toMatchObject({
      problem: "video_invalid",
    });
  });

  test("captions must start with WEBVTT (a byte-order mark before it is allowed)", async () => {
    expect(isWebVtt(Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHello"))).toBe(true);
    expect(isWebVtt(Buffer.from("WEBVTT - Sample captions\n"))).toBe(true);
    expect(isWebVtt(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("WEBVTT")]))).toBe(true);
    expect(isWebVtt(Buffer.from("WEBVTTX\n"))).toBe(false);
    expect(isWebVtt(Buffer.from("1\n00:00:00,000 --> 00:00:01,000\nSubRip, not WebVTT"))).toBe(false);
    expect(await checkVideoUpload(file(MP4, "a.mp4"), file(Buffer.from("<html>"), "c.vtt"))).toEqual({
      ok: false,
      field: "captions",
      problem: "captions_invalid",
    });
  });
});

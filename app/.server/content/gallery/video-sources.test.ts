import { describe, expect, test } from "vitest";
import { fileVideo, parseProviderVideoUrl, videoFileFormat, VIDEO_FILE_FORMATS } from "./video-sources";

describe("YouTube addresses", () => {
  test.each([
    "https://www.youtube.com/watch?v=SAMPLE00000",
    "https://youtube.com/watch?v=SAMPLE00000&t=42s",
    "https://m.youtube.com/watch?v=SAMPLE00000",
    "http://www.youtube.com/watch?feature=share&v=SAMPLE00000",
    "https://youtu.be/SAMPLE00000",
    "https://youtu.be/SAMPLE00000?si=abc",
    "https://www.youtube.com/embed/SAMPLE00000",
    "https://www.youtube.com/shorts/SAMPLE00000",
    "https://www.youtube-nocookie.com/embed/SAMPLE00000",
    "  https://www.youtube.com/watch?v=SAMPLE00000  ",
  ])("%s is recognised and embedded from youtube-nocookie.com", (url) => {
    expect(parseProviderVideoUrl(url)).toEqual({
      source: "youtube",
      id: "SAMPLE00000",
      watchUrl: "https://www.youtube.com/watch?v=SAMPLE00000",
      embedUrl: "https://www.youtube-nocookie.com/embed/SAMPLE00000?autoplay=1&rel=0",
    });
  });

  test.each([
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=SAMPLE000001",
    "https://www.youtube.com/watch?v=SAMPLE0000%22",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/channel/SAMPLE00000",
    "https://youtu.be/",
    "https://youtube.com.evil.example/watch?v=SAMPLE00000",
    "https://evil.example/?u=https://www.youtube.com/watch?v=SAMPLE00000",
    "javascript:alert(1)//https://www.youtube.com/watch?v=SAMPLE00000",
    "https://user:pass@www.youtube.com/watch?v=SAMPLE00000",
    "https://www.youtube.com:8443/watch?v=SAMPLE00000",
    "not a url",
    "",
  ])("%s is refused", (url) => {
    expect(parseProviderVideoUrl(url)).toBeNull();
  });
});

describe("Vimeo addresses", () => {
  test("a public video plays from player.vimeo.com without tracking", () => {
    expect(parseProviderVideoUrl("https://vimeo.com/123456789")).toEqual({
      source: "vimeo",
      id: "123456789",
      watchUrl: "https://vimeo.com/123456789",
      embedUrl: "https://player.vimeo.com/video/123456789?autoplay=1&dnt=1",
    });
  });

  test("an unlisted video keeps its hash, in the page and the player", () => {
    const video = parseProviderVideoUrl("https://vimeo.com/123456789/abcdef1234");
    expect(video?.watchUrl).toBe("https://vimeo.com/123456789/abcdef1234");
    expect(video?.embedUrl).toBe("https://player.vimeo.com/video/123456789?h=abcdef1234&autoplay=1&dnt=1");
    expect(parseProviderVideoUrl("https://player.vimeo.com/video/123456789?h=abcdef1234")).toEqual(video);
  });

  test("channel addresses and player addresses are recognised", () => {
    expect(parseProviderVideoUrl("https://vimeo.com/channels/staffpicks/42")?.id).toBe("42");
    expect(parseProviderVideoUrl("https://player.vimeo.com/video/42")?.id).toBe("42");
  });

  test.each([
    "https://vimeo.com/channels/staffpicks",
    "https://vimeo.com/user/123",
    "https://vimeo.com/123/NOT-A-HASH",
    "https://player.vimeo.com/video/123?h=%22onload",
    "https://vimeo.example/123",
  ])("%s is refused", (url) => {
    expect(parseProviderVideoUrl(url)).toBeNull();
  });
});

describe("stored video files", () => {
  test("every extension of SPEC §2 is recognised, case-insensitively", () => {
    for (const format of VIDEO_FILE_FORMATS) {
      expect(videoFileFormat(`gallery/clip.${format}`)).toBe(format);
      expect(videoFileFormat(`gallery/CLIP.${format.toUpperCase()}`)).toBe(format);
    }
  });

  test("each format carries the MIME type its <source> needs", () => {
    expect(fileVideo("gallery/a.mp4")).toEqual({ source: "file", format: "mp4", mime: "video/mp4", playable: true });
    expect(fileVideo("gallery/a.webm")?.mime).toBe("video/webm");
    expect(fileVideo("gallery/a.ogg")?.mime).toBe("video/ogg");
    expect(fileVideo("gallery/a.mov")?.mime).toBe("video/quicktime");
    expect(fileVideo("gallery/a.mkv")?.mime).toBe("video/x-matroska");
  });

  test("formats no browser plays are marked for download", () => {
    expect(fileVideo("gallery/a.flv")).toMatchObject({ mime: "video/x-flv", playable: false });
    expect(fileVideo("gallery/a.wmv")).toMatchObject({ mime: "video/x-ms-wmv", playable: false });
  });

  test("other files are not videos", () => {
    for (const key of ["gallery/a.avi", "gallery/a.jpg", "gallery/mp4", "gallery/a.mp4.exe"]) {
      expect(fileVideo(key)).toBeNull();
    }
  });
});

/**
 * What a file really is, judged by its first bytes rather than its name or the type the browser
 * claimed: a script renamed to photo.jpg is not an image.
 */
export type SniffedType = { kind: "image" | "document" | "video"; ext: string; mime: string };

const SIGNATURES: Array<{ test: (b: Buffer) => boolean; type: SniffedType }> = [
  {
    test: (b) => starts(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
    type: { kind: "document", ext: "pdf", mime: "application/pdf" },
  },
  { test: (b) => starts(b, [0xff, 0xd8, 0xff]), type: { kind: "image", ext: "jpg", mime: "image/jpeg" } },
  {
    test: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    type: { kind: "image", ext: "png", mime: "image/png" },
  },
  { test: (b) => ascii(b, 0, "GIF8"), type: { kind: "image", ext: "gif", mime: "image/gif" } },
  { test: (b) => ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP"), type: { kind: "image", ext: "webp", mime: "image/webp" } },
  {
    test: (b) => ascii(b, 4, "ftyp") && /^(avif|avis)/.test(b.subarray(8, 12).toString("latin1")),
    type: { kind: "image", ext: "avif", mime: "image/avif" },
  },
  { test: (b) => ascii(b, 4, "ftypqt"), type: { kind: "video", ext: "mov", mime: "video/quicktime" } },
  { test: (b) => ascii(b, 4, "ftyp"), type: { kind: "video", ext: "mp4", mime: "video/mp4" } },
  { test: (b) => starts(b, [0x1a, 0x45, 0xdf, 0xa3]), type: { kind: "video", ext: "webm", mime: "video/webm" } },
  { test: (b) => ascii(b, 0, "OggS"), type: { kind: "video", ext: "ogg", mime: "video/ogg" } },
];

export function sniffFileType(data: Buffer): SniffedType | null {
  return SIGNATURES.find((signature) => signature.test(data))?.type ?? null;
}

function starts(buffer: Buffer, bytes: number[]): boolean {
  return buffer.length >= bytes.length && bytes.every((byte, i) => buffer[i] === byte);
}

function ascii(buffer: Buffer, offset: number, text: string): boolean {
  return (
    buffer.length >= offset + text.length && buffer.subarray(offset, offset + text.length).toString("latin1") === text
  );
}

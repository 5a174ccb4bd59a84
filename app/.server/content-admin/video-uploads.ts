/**
 * Videos staff add to an album: a YouTube or Vimeo page, or a file uploaded here with optional
 * WebVTT captions. Like every upload, files are judged by their first bytes (never their name or
 * claimed type) and their size before anything is written. Provider addresses are stored in the
 * canonical https form the public gallery re-parses (video-sources.ts), so what is saved always
 * plays there.
 */
import { randomUUID } from "node:crypto";
import { parseProviderVideoUrl } from "../content/gallery/video-sources";
import type { FileStorage } from "../storage/file-storage";
import { storeFile } from "../storage/documents";
import { orStorageUnavailable } from "../storage/storage-unwritable";
import { sniffFileType } from "../storage/file-types";

/**
 * A content post may be 40 MB in all (server/middleware/body-limits.ts); one video of up to 35 MB
 * leaves room for its captions and the form's text. Longer films belong on YouTube or Vimeo.
 */
export const MAX_VIDEO_BYTES = 35 * 1024 * 1024;
export const MAX_CAPTIONS_BYTES = 512 * 1024;
/** The formats every current browser plays itself (SPEC lists more, which would only download). */
const VIDEO_FORMATS = ["mp4", "webm", "ogg"] as const;
const VIDEO_FOLDER = "gallery/videos";
const CAPTIONS_FOLDER = "gallery/captions";

export type VideoProblem =
  "url_not_https" | "url_unsupported" | "video_invalid" | "video_too_large" | "captions_invalid" | "captions_too_large";

/** The canonical address of a YouTube or Vimeo video that staff pasted, or why it is refused. */
export function providerVideoUrl(raw: string): { ok: true; url: string } | { ok: false; problem: VideoProblem } {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, problem: "url_unsupported" };
  }
  // javascript:, data:, http: … are refused outright: only an https page is ever stored.
  if (url.protocol !== "https:") return { ok: false, problem: "url_not_https" };
  const video = parseProviderVideoUrl(url.href);
  return video ? { ok: true, url: video.watchUrl } : { ok: false, problem: "url_unsupported" };
}

/** A WebVTT file starts with "WEBVTT" (after an optional byte-order mark), then a space or line end. */
export function isWebVtt(data: Buffer): boolean {
  const body = data.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])) ? data.subarray(3) : data;
  return /^WEBVTT(?:$|[ \t\r\n])/.test(body.subarray(0, 7).toString("latin1"));
}

type CheckedVideo =
  | { ok: true; video: Buffer; captions: Buffer | null }
  | { ok: false; field: "video" | "captions"; problem: VideoProblem };

/** Reads and checks an uploaded video and its captions; writes nothing. */
export async function checkVideoUpload(video: File, captions: File | undefined): Promise<CheckedVideo> {
  if (video.size > MAX_VIDEO_BYTES) return { ok: false, field: "video", problem: "video_too_large" };
  const videoData = Buffer.from(await video.arrayBuffer());
  const type = sniffFileType(videoData);
  if (!type || !(VIDEO_FORMATS as readonly string[]).includes(type.ext))
    return { ok: false, field: "video", problem: "video_invalid" };
  if (!captions) return { ok: true, video: videoData, captions: null };
  if (captions.size > MAX_CAPTIONS_BYTES) return { ok: false, field: "captions", problem: "captions_too_large" };
  const captionsData = Buffer.from(await captions.arrayBuffer());
  if (!isWebVtt(captionsData)) return { ok: false, field: "captions", problem: "captions_invalid" };
  return { ok: true, video: videoData, captions: captionsData };
}

/** Stores a checked video (and captions) under generated names; returns their keys. */
export async function storeVideo(
  storage: FileStorage,
  checked: { video: Buffer; captions: Buffer | null },
): Promise<{ video_key: string; captions_key: string | null }> {
  return orStorageUnavailable(async () => {
    const video_key = await storeFile(storage, checked.video, VIDEO_FOLDER, [...VIDEO_FORMATS], MAX_VIDEO_BYTES);
    if (!checked.captions) return { video_key, captions_key: null };
    const captions_key = `${CAPTIONS_FOLDER}/${randomUUID()}.vtt`;
    try {
      await storage.put(captions_key, checked.captions);
    } catch (error) {
      await storage.remove(video_key);
      throw error;
    }
    return { video_key, captions_key };
  });
}

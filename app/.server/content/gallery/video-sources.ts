/**
 * Where an album's video plays from. Two video sites are recognised (SPEC §2): YouTube and Vimeo.
 * Their players are embedded only through their privacy-friendly hosts (youtube-nocookie.com,
 * player.vimeo.com with "do not track"), and the embed address is rebuilt here from the parsed
 * video id, never copied from what staff typed, so nothing but these two players can ever be
 * framed. Uploaded video files play in the browser's own player.
 */

export type VideoProvider = "youtube" | "vimeo";

export type ProviderVideo = {
  source: VideoProvider;
  id: string;
  /** The provider's own page for the video: what a visitor without JavaScript opens. */
  watchUrl: string;
  /** The player to frame once the visitor presses play (never before). */
  embedUrl: string;
};

export type FileVideo = {
  source: "file";
  /** File extension, lower case (mp4, ogg, webm, mov, flv, wmv, mkv). */
  format: VideoFileFormat;
  /** The MIME type for `<source type>`. */
  mime: string;
  /** Whether current browsers can play the format themselves; otherwise it is offered as a download. */
  playable: boolean;
};

export type VideoSource = ProviderVideo | FileVideo;

/** SPEC §2: the local video extensions the gallery accepts. */
export const VIDEO_FILE_FORMATS = ["mp4", "ogg", "webm", "mov", "flv", "wmv", "mkv"] as const;
export type VideoFileFormat = (typeof VIDEO_FILE_FORMATS)[number];

const FILE_TYPES: Record<VideoFileFormat, { mime: string; playable: boolean }> = {
  mp4: { mime: "video/mp4", playable: true },
  webm: { mime: "video/webm", playable: true },
  ogg: { mime: "video/ogg", playable: true },
  // QuickTime files are usually H.264 inside, which Chromium, Safari and Firefox play.
  mov: { mime: "video/quicktime", playable: true },
  // Matroska plays in Chromium and Firefox when the codecs inside are common ones.
  mkv: { mime: "video/x-matroska", playable: true },
  // Flash and Windows Media video play in no current browser: offered as downloads only.
  flv: { mime: "video/x-flv", playable: false },
  wmv: { mime: "video/x-ms-wmv", playable: false },
};

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

/** Recognises a YouTube or Vimeo address; anything else (another site, a malformed id) is null. */
export function parseProviderVideoUrl(raw: string): ProviderVideo | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || (url.port && url.port !== "443" && url.port !== "80")) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);

  if (host === "youtu.be") return youtube(parts.length === 1 ? parts[0] : undefined);
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === "watch") return youtube(url.searchParams.get("v") ?? undefined);
    if (parts.length === 2 && ["embed", "shorts", "live", "v"].includes(parts[0]!)) return youtube(parts[1]);
    return null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/name/123,
    // player.vimeo.com/video/123?h=abcdef
    let id: string | undefined;
    let hash: string | undefined;
    if (host === "player.vimeo.com") {
      if (parts.length === 2 && parts[0] === "video") id = parts[1];
      hash = url.searchParams.get("h") ?? undefined;
    } else if (parts.length === 1 || parts.length === 2) {
      [id, hash] = parts;
    } else if (parts.length === 3 && parts[0] === "channels") {
      id = parts[2];
    }
    return vimeo(id, hash);
  }
  return null;
}

function youtube(id: string | undefined): ProviderVideo | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return {
    source: "youtube",
    id,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
    // rel=0 keeps suggestions to the same channel; autoplay=1 because the player is only created
    // when the visitor has just pressed play.
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  };
}

function vimeo(id: string | undefined, hash: string | undefined): ProviderVideo | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return null;
  return {
    source: "vimeo",
    id,
    watchUrl: hash ? `https://vimeo.com/${id}/${hash}` : `https://vimeo.com/${id}`,
    // dnt=1: Vimeo sets no tracking cookies and records no session data.
    embedUrl: `https://player.vimeo.com/video/${id}?${hash ? `h=${hash}&` : ""}autoplay=1&dnt=1`,
  };
}

/** The format of a stored video file, from its key's extension; null for anything else. */
export function videoFileFormat(key: string): VideoFileFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return ext && (VIDEO_FILE_FORMATS as readonly string[]).includes(ext) ? (ext as VideoFileFormat) : null;
}

export function fileVideo(key: string): FileVideo | null {
  const format = videoFileFormat(key);
  return format ? { source: "file", format, ...FILE_TYPES[format] } : null;
}

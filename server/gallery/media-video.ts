import { runTool, toolRuns } from "./media-process";

// The one module that runs ffprobe and ffmpeg on guests' videos. ffmpeg may
// read local files only (a crafted playlist cannot make it fetch anything),
// runs niced, and is killed after a time limit.

export const DEFAULT_FFMPEG_PATH = "/usr/bin/ffmpeg";
const FRAME_TIME_LIMIT_MS = 60_000;
const PROBE_TIME_LIMIT_MS = 30_000;
/** A 50 MB clip is a few minutes long at most; at veryfast on two cores it converts faster than it plays. */
const COPY_TIME_LIMIT_MS = 20 * 60_000;
const INPUT_OPTIONS = ["-nostdin", "-v", "error", "-protocol_whitelist", "file"];

export type VideoProbe = {
  durationMs: number | null;
  videoCodec: string | null;
  pixelFormat: string | null;
  audioCodec: string | null;
  /** HLG or PQ: needs tone-mapping to look right on ordinary screens. */
  hdr: boolean;
  /** The container carries a position (phones write one): a copy without it is made for downloads. */
  hasLocation: boolean;
  /** Kept on the copy: the capture time is the one tag worth carrying over. */
  creationTime: string | null;
};

export type VideoTools = {
  /** Checked once: videos still upload without ffmpeg, with a neutral poster and the original to play. */
  isAvailable(): Promise<boolean>;
  probe(source: string): Promise<VideoProbe>;
  /** Saves one representative frame of a video as PNG (tone-mapped when HDR). */
  writeFrame(source: string, target: string, probe: VideoProbe): Promise<void>;
  /** Writes an MP4 every browser plays: H.264 High + AAC, moov first, at most 1080p, SDR, no location. */
  writePlaybackCopy(source: string, target: string, probe: VideoProbe): Promise<void>;
};

/** What every browser plays as is: 8-bit H.264 with AAC (or silence) in MP4, SDR, and nothing to strip. */
export function playsEverywhere(extension: string, probe: VideoProbe): boolean {
  return extension === "mp4" && videoPlaysEverywhere(probe) && (probe.audioCodec === null || probe.audioCodec === "aac") && !probe.hasLocation;
}

/** Such a picture is copied as is into the MP4 (seconds, not minutes); only the rest is converted. */
function videoPlaysEverywhere(probe: VideoProbe): boolean {
  return probe.videoCodec === "h264" && probe.pixelFormat === "yuv420p" && !probe.hdr;
}

// The long side at most 1920 and the short side at most 1080, never enlarged, even sizes for yuv420p.
const FIT_1080P =
  "scale=w='min(iw,if(gte(iw,ih),1920,1080))':h='min(ih,if(gte(iw,ih),1080,1920))':force_original_aspect_ratio=decrease:force_divisible_by=2";
// HLG/PQ to BT.709 SDR: linearise, tone-map (Hable keeps highlights), re-encode the transfer.
const TONE_MAP =
  "zscale=t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv";

export function videoTools(ffmpegPath = DEFAULT_FFMPEG_PATH): VideoTools {
  const ffprobePath = ffmpegPath.replace(/ffmpeg$/, "ffprobe");
  let available: Promise<boolean> | undefined;
  return {
    isAvailable() {
      available ??= Promise.all([toolRuns(ffmpegPath, ["-version"]), toolRuns(ffprobePath, ["-version"])]).then(
        ([ffmpeg, ffprobe]) => ffmpeg && ffprobe,
      );
      return available;
    },

    async probe(source) {
      const output = await runTool(
        ffprobePath,
        ["-v", "error", "-protocol_whitelist", "file", "-print_format", "json", "-show_format", "-show_streams", source],
        { timeoutMs: PROBE_TIME_LIMIT_MS },
      );
      return readProbe(JSON.parse(output) as FfprobeOutput);
    },

    async writeFrame(source, target, probe) {
      const filters = ["thumbnail=30", ...(probe.hdr ? [TONE_MAP] : []), "format=rgb24"].join(",");
      await runTool(
        "nice",
        ["-n", "10", ffmpegPath, ...INPUT_OPTIONS, "-threads", "1", "-i", source, "-an", "-sn", "-frames:v", "1", "-vf", filters, "-f", "image2", "-c:v", "png", "-y", target],
        { timeoutMs: FRAME_TIME_LIMIT_MS },
      );
    },

    async writePlaybackCopy(source, target, probe) {
      const video = videoPlaysEverywhere(probe)
        ? ["-c:v", "copy"]
        : [
            "-vf", [FIT_1080P, ...(probe.hdr ? [TONE_MAP] : []), "format=yuv420p"].join(","),
            "-c:v", "libx264", "-profile:v", "high", "-preset", "veryfast", "-crf", "23",
            "-color_primaries", "bt709", "-color_trc", "bt709", "-colorspace", "bt709",
          ];
      const audio = probe.audioCodec === null ? ["-an"] : probe.audioCodec === "aac" ? ["-c:a", "copy"] : ["-c:a", "aac", "-b:a", "160k", "-ac", "2"];
      await runTool(
        "nice",
        [
          "-n", "10", ffmpegPath, ...INPUT_OPTIONS, "-i", source,
          "-map", "0:v:0", "-map", "0:a:0?", "-sn", "-dn",
          // Global tags (the position among them) stay behind; the capture time is kept.
          "-map_metadata", "-1", "-map_chapters", "-1",
          ...(probe.creationTime ? ["-metadata", `creation_time=${probe.creationTime}`] : []),
          ...video, ...audio,
          "-movflags", "+faststart", "-f", "mp4", "-y", target,
        ],
        { timeoutMs: COPY_TIME_LIMIT_MS },
      );
    },
  };
}

type FfprobeStream = { codec_type?: string; codec_name?: string; pix_fmt?: string; color_transfer?: string };
type FfprobeOutput = { streams?: FfprobeStream[]; format?: { duration?: string; tags?: Record<string, string> } };

function readProbe(output: FfprobeOutput): VideoProbe {
  const streams = output.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === "video");
  const audio = streams.find((stream) => stream.codec_type === "audio");
  if (!video) throw new Error("no video stream");
  const tags = output.format?.tags ?? {};
  const duration = Number(output.format?.duration);
  return {
    durationMs: Number.isFinite(duration) && duration > 0 ? Math.round(duration * 1000) : null,
    videoCodec: video.codec_name ?? null,
    pixelFormat: video.pix_fmt ?? null,
    audioCodec: audio?.codec_name ?? null,
    hdr: video.color_transfer === "arib-std-b67" || video.color_transfer === "smpte2084",
    hasLocation: Object.keys(tags).some((key) => /location|xyz/i.test(key)),
    creationTime: tags.creation_time ?? null,
  };
}

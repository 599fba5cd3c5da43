import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export interface ConvertedVideo {
  /** H.264 video with AAC sound, its index at the start so that playback begins at once. */
  video: string;
  /** A representative frame, as JPEG. */
  poster: string;
}

export interface VideoConverter {
  readonly available: boolean;
  /** Writes the converted video and its poster into `folder`. */
  convert(input: string, folder: string): Promise<ConvertedVideo>;
}

const run = promisify(execFile);
const CONVERSION_TIMEOUT_MS = 60 * 60 * 1000;

/** The executable named `command` on the PATH, if any. */
export function findOnPath(command: string, searchPath = process.env.PATH ?? ''): string | undefined {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(folder, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here, or not runnable: look in the next folder
    }
  }
  return undefined;
}

/** Conversion with ffmpeg, when it is installed; arguments go to it as a list, never through a shell. */
export function ffmpegConverter(ffmpeg = findOnPath('ffmpeg')): VideoConverter {
  return {
    available: ffmpeg !== undefined,
    async convert(input, folder) {
      if (!ffmpeg) throw new Error('ffmpeg is not installed');
      const video = path.join(folder, 'converted.mp4');
      const poster = path.join(folder, 'poster.jpg');
      const options = { timeout: CONVERSION_TIMEOUT_MS, maxBuffer: 1024 * 1024 };
      const quiet = ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', input];
      await run(ffmpeg, [...quiet, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', video], options);
      await run(ffmpeg, [...quiet, '-vf', 'thumbnail', '-frames:v', '1', '-q:v', '3', poster], options);
      return { video, poster };
    },
  };
}

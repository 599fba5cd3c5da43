/**
 * The demo's music: three children's songs played on a plain synthesised voice, made as WAV files
 * when the demo is seeded (16-bit mono, 11 025 Hz, a few seconds each), so that 音乐 has something to
 * play without a recording kept in the repository.
 */
export const DEMO_SONGS = ['twinkle', 'tigers', 'birthday'] as const;
export type DemoSong = (typeof DEMO_SONGS)[number];

export const DEMO_SONG_TITLES: Record<DemoSong, string> = { twinkle: '小星星', tigers: '两只老虎', birthday: '生日快乐' };

/** Each note a name and octave with its length in beats: `C4:1`, `G4:2`. */
const MELODIES: Record<DemoSong, { beatSeconds: number; notes: string }> = {
  twinkle: { beatSeconds: 0.42, notes: 'C4:1 C4:1 G4:1 G4:1 A4:1 A4:1 G4:2 F4:1 F4:1 E4:1 E4:1 D4:1 D4:1 C4:2' },
  tigers: { beatSeconds: 0.38, notes: 'C4:1 D4:1 E4:1 C4:1 C4:1 D4:1 E4:1 C4:1 E4:1 F4:1 G4:2 E4:1 F4:1 G4:2' },
  birthday: { beatSeconds: 0.4, notes: 'G4:0.75 G4:0.25 A4:1 G4:1 C5:1 B4:2 G4:0.75 G4:0.25 A4:1 G4:1 D5:1 C5:2' },
};

const SAMPLE_RATE = 11_025;
const SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/** The pitch of `A4`, `C5`...: equal temperament from A4 = 440 Hz. */
function frequencyOf(note: string): number {
  const midi = 12 * (Number(note.slice(1)) + 1) + SEMITONES[note[0]!]!;
  return 440 * 2 ** ((midi - 69) / 12);
}

/** A soft, music-box-like tone: a sine with a little of its octave, a quick attack and a long decay. */
function noteSamples(frequency: number, seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let index = 0; index < samples.length; index += 1) {
    const time = index / SAMPLE_RATE;
    const attack = Math.min(1, time / 0.01);
    const release = Math.min(1, (samples.length - index) / (0.03 * SAMPLE_RATE));
    const envelope = attack * release * Math.exp(-2.2 * time);
    samples[index] = envelope * (0.75 * Math.sin(2 * Math.PI * frequency * time) + 0.25 * Math.sin(4 * Math.PI * frequency * time));
  }
  return samples;
}

/** 16-bit mono PCM as a WAV file: samples from -1 to 1, played at 60% of full scale. */
export function wavFile(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((sample, index) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, sample)) * 0.6 * 32_767), index * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A song as a WAV file: the same bytes on every run. */
export function demoSongWav(song: DemoSong): Buffer {
  const { beatSeconds, notes } = MELODIES[song];
  const parts = notes.split(' ').map((token) => {
    const [note, beats] = token.split(':') as [string, string];
    return noteSamples(frequencyOf(note), Number(beats) * beatSeconds);
  });
  const samples = new Float32Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return wavFile(samples);
}

import { createHash } from "node:crypto";

const SAMPLE_RATE = 22_050;

/** Note frequencies (Hz) of a chord progression; each chord lasts two seconds. */
const PROGRESSIONS: Record<string, number[][]> = {
  calm: [
    [261.63, 329.63, 392.0],
    [220.0, 261.63, 329.63],
    [174.61, 220.0, 261.63],
    [196.0, 246.94, 293.66],
  ],
  bright: [
    [293.66, 369.99, 440.0],
    [329.63, 415.3, 493.88],
    [246.94, 293.66, 369.99],
    [220.0, 277.18, 329.63],
  ],
  tense: [
    [220.0, 261.63, 311.13],
    [207.65, 246.94, 293.66],
    [196.0, 233.08, 277.18],
    [185.0, 220.0, 261.63],
  ],
  bouncy: [
    [392.0, 493.88, 587.33],
    [329.63, 392.0, 493.88],
    [349.23, 440.0, 523.25],
    [392.0, 493.88, 587.33],
  ],
  dreamy: [
    [349.23, 440.0, 523.25, 659.25],
    [293.66, 349.23, 440.0, 523.25],
    [233.08, 293.66, 349.23, 440.0],
    [261.63, 329.63, 392.0, 493.88],
  ],
};
export const DEMO_LOOPS = Object.keys(PROGRESSIONS);

/** An 8-second mono 16-bit WAV loop of soft chords with a beat: made here, nothing downloaded. */
export function synthesizeLoop(name: string): Buffer {
  const chords = PROGRESSIONS[name] ?? PROGRESSIONS.calm ?? [];
  const seconds = chords.length * 2;
  const samples = SAMPLE_RATE * seconds;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    const chord = chords[Math.floor(t / 2) % chords.length] ?? [];
    const local = t % 2;
    const envelope = Math.min(1, local * 8) * Math.exp(-local * 0.9);
    let value = 0;
    for (const frequency of chord) value += Math.sin(2 * Math.PI * frequency * t) / chord.length;
    // A soft kick on every half second.
    const beat = t % 0.5;
    value = value * envelope * 0.5 + Math.sin(2 * Math.PI * 60 * beat) * Math.exp(-beat * 30) * 0.35;
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 30_000), i * 2);
  }
  return Buffer.concat([wavHeader(data.length), data]);
}

function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Seconds of a PCM WAV file, from its header; null when it is not one. */
export function wavDurationSeconds(file: Buffer): number | null {
  if (file.length < 44 || file.toString("ascii", 0, 4) !== "RIFF" || file.toString("ascii", 8, 12) !== "WAVE")
    return null;
  const byteRate = file.readUInt32LE(28);
  const dataBytes = file.readUInt32LE(40);
  return byteRate > 0 ? Math.round(dataBytes / byteRate) : null;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Generated cover art: a gradient from the title's hash and the title's first letters. */
export function coverSvg(title: string, artist: string): Buffer {
  const digest = createHash("sha256").update(`${title}|${artist}`).digest();
  const hue = Math.round(((digest[0] ?? 0) / 255) * 360);
  const second = (hue + 40 + ((digest[1] ?? 0) % 80)) % 360;
  const letters = escapeXml([...title.trim()].slice(0, 2).join(""));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img"><title>${escapeXml(`${title} – ${artist}`)}</title><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${second},65%,35%)"/></linearGradient></defs><rect width="300" height="300" fill="url(#g)"/><circle cx="230" cy="70" r="${40 + ((digest[2] ?? 0) % 40)}" fill="rgba(255,255,255,0.12)"/><text x="28" y="250" font-family="sans-serif" font-size="84" font-weight="800" fill="rgba(255,255,255,0.92)">${letters}</text></svg>`;
  return Buffer.from(svg);
}

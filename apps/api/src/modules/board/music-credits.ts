/**
 * The music a video's description credits (docs/decisions/122): YouTube writes a Short's sound
 * as "♪ Title - Artist", and creators write "Music: ..." or "Song: ..." or "BGM: ...". Each such line
 * is one credit; a description without them credits nothing.
 */
const CREDIT_LINE = /^\s*(?:♪|♫|🎵|🎶|music\s*[:：]|song\s*[:：]|bgm\s*[:：])\s*(.+?)\s*$/iu;

export function musicCredits(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => CREDIT_LINE.exec(line)?.[1])
    .filter((credit): credit is string => Boolean(credit));
}

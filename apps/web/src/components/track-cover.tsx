import { Image } from "@mantine/core";

/** A track's cover art, square; decorative (the track's name is next to it). */
export function TrackCover({ src, size }: { src: string; size: number | string }) {
  return (
    <Image
      src={src}
      alt=""
      w={size}
      h={size}
      radius="md"
      fit="cover"
      loading="lazy"
      fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%23e9ecef'/%3E%3C/svg%3E"
      style={{ flexShrink: 0, aspectRatio: "1 / 1" }}
    />
  );
}

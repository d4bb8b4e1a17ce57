import type { ReactNode } from "react";

/**
 * The frame of every illustration: an image named by its title, as wide as its column up to
 * `maxWidth`, drawn in strokes with round ends.
 */
export function ArtSvg({
  title,
  width,
  height,
  maxWidth = width,
  children,
}: {
  title: string;
  width: number;
  height: number;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={title}
      style={{ maxWidth, height: "auto" }}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{title}</title>
      {children}
    </svg>
  );
}

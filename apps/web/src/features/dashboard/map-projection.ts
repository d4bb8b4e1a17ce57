import { COUNTRY_POSITIONS, type CountryPosition } from "@studio/contract";

/** The world map's frame: an equirectangular projection cut to the latitudes where people live. */
export interface MapFrame {
  width: number;
  height: number;
  /** Northernmost and southernmost latitudes shown. */
  north: number;
  south: number;
}

export const WORLD_FRAME: MapFrame = { width: 720, height: 300, north: 84, south: -60 };

export interface MapPoint {
  x: number;
  y: number;
}

/**
 * Longitude maps linearly to x (-180 at the left edge, 180 at the right) and latitude linearly to
 * y (`north` at the top, `south` at the bottom); points outside the frame are clamped to its edge.
 */
export function project(position: CountryPosition, frame: MapFrame = WORLD_FRAME): MapPoint {
  const lon = Math.min(180, Math.max(-180, position.lon));
  const lat = Math.min(frame.north, Math.max(frame.south, position.lat));
  return {
    x: ((lon + 180) / 360) * frame.width,
    y: ((frame.north - lat) / (frame.north - frame.south)) * frame.height,
  };
}

export interface RadiusBounds {
  min: number;
  max: number;
}

export const CIRCLE_RADIUS: RadiusBounds = { min: 3, max: 22 };

/**
 * A circle whose area grows with the views: the radius goes with the square root of the share of
 * the largest country's views, from `min` (a handful) to `max` (the largest).
 */
export function circleRadius(views: number, largest: number, bounds: RadiusBounds = CIRCLE_RADIUS): number {
  if (largest <= 0 || views <= 0) return bounds.min;
  const share = Math.min(1, views / largest);
  return bounds.min + (bounds.max - bounds.min) * Math.sqrt(share);
}

export interface MapCircle extends MapPoint {
  code: string;
  views: number;
  r: number;
  /** Place among all the video's countries by views (0 = most), so the map and the list share colours. */
  rank: number;
}

/** Countries by views, most first (then by code, so equal counts keep one order everywhere). */
export function byViews<T extends { code: string; views: number }>(countries: readonly T[]): T[] {
  return [...countries].sort((a, b) => b.views - a.views || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/**
 * One circle per country with a known position, largest first drawn first (so small ones stay on
 * top and can be seen). Countries not in the table are left off the map (they stay in the list).
 */
export function countryCircles(
  countries: readonly { code: string; views: number }[],
  frame: MapFrame = WORLD_FRAME,
): MapCircle[] {
  const ranked = byViews(countries);
  const largest = ranked[0]?.views ?? 0;
  return ranked.flatMap((country, rank) => {
    const position = COUNTRY_POSITIONS[country.code.toUpperCase()];
    if (!position || country.views <= 0) return [];
    const r = circleRadius(country.views, largest);
    return [{ code: country.code, views: country.views, r, rank, ...project(position, frame) }];
  });
}

import { COUNTRY_POSITIONS } from "@studio/contract";
import { describe, expect, it } from "vitest";
import { circleRadius, countryCircles, project, WORLD_FRAME } from "./map-projection";
import { LAND_OUTLINES, outlinePath, parseOutline } from "./world-outline";

const frame = { width: 360, height: 180, north: 90, south: -90 };

describe("project (equirectangular)", () => {
  it("puts longitude on x and latitude on y, linearly", () => {
    expect(project({ lat: 0, lon: 0 }, frame)).toEqual({ x: 180, y: 90 });
    expect(project({ lat: 90, lon: -180 }, frame)).toEqual({ x: 0, y: 0 });
    expect(project({ lat: -90, lon: 180 }, frame)).toEqual({ x: 360, y: 180 });
    expect(project({ lat: 45, lon: 90 }, frame)).toEqual({ x: 270, y: 45 });
  });
  it("clamps points outside the frame to its edge", () => {
    expect(project({ lat: -80, lon: 200 })).toEqual({ x: WORLD_FRAME.width, y: WORLD_FRAME.height });
  });
  it("places Seoul east and north of Sydney", () => {
    const kr = project(COUNTRY_POSITIONS.KR ?? { lat: 0, lon: 0 });
    const au = project(COUNTRY_POSITIONS.AU ?? { lat: 0, lon: 0 });
    expect(kr.y).toBeLessThan(au.y);
    expect(kr.x).toBeLessThan(au.x);
  });
});

describe("circleRadius", () => {
  it("grows with the square root of the share of the largest", () => {
    const bounds = { min: 2, max: 12 };
    expect(circleRadius(100, 100, bounds)).toBe(12);
    expect(circleRadius(25, 100, bounds)).toBe(7);
    expect(circleRadius(0, 100, bounds)).toBe(2);
    expect(circleRadius(5, 0, bounds)).toBe(2);
  });
});

describe("countryCircles", () => {
  it("draws known countries, largest first, and leaves unknown ones to the list", () => {
    const circles = countryCircles([
      { code: "us", views: 10 },
      { code: "KR", views: 40 },
      { code: "ZZ", views: 99 },
      { code: "JP", views: 0 },
    ]);
    expect(circles.map((c) => [c.code, c.rank])).toEqual([
      ["KR", 1],
      ["us", 2],
    ]);
    expect(circles[0]?.r).toBeGreaterThan(circles[1]?.r ?? 0);
  });
});

describe("COUNTRY_POSITIONS", () => {
  const required =
    "KR CN TW HK JP US GB DE FR IN ID TH VN PH MY SG BR MX CA AU RU TR SA AE EG NG ZA ES IT NL PL UA AR CO CL PE PK BD".split(
      " ",
    );
  it("has the common viewer countries", () => {
    for (const code of required) expect(COUNTRY_POSITIONS[code], code).toBeDefined();
    expect(Object.keys(COUNTRY_POSITIONS).length).toBeGreaterThanOrEqual(60);
  });
  it("holds real coordinates under ISO alpha-2 codes", () => {
    for (const [code, { lat, lon }] of Object.entries(COUNTRY_POSITIONS)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(Math.abs(lat), code).toBeLessThanOrEqual(90);
      expect(Math.abs(lon), code).toBeLessThanOrEqual(180);
    }
  });
  it("puts countries on the right side of the equator and the meridian", () => {
    expect(COUNTRY_POSITIONS.BR?.lat).toBeLessThan(0);
    expect(COUNTRY_POSITIONS.US?.lon).toBeLessThan(0);
    expect(COUNTRY_POSITIONS.CN?.lon).toBeGreaterThan(0);
  });
});

describe("land outlines", () => {
  it("are closed SVG paths inside the frame", () => {
    for (const outline of LAND_OUTLINES) {
      const points = parseOutline(outline);
      expect(points.length).toBeGreaterThanOrEqual(4);
      for (const [lon, lat] of points) {
        expect(Math.abs(lon)).toBeLessThanOrEqual(180);
        expect(Math.abs(lat)).toBeLessThanOrEqual(90);
      }
      expect(outlinePath(outline)).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+)+ Z$/);
    }
  });
});

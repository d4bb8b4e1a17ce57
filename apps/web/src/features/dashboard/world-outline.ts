import { type MapFrame, project, WORLD_FRAME } from "./map-projection";

type LonLat = readonly [lon: number, lat: number];

/**
 * Very rough outlines of the land masses ("longitude,latitude" points), only so the circles of the viewer
 * map have something to sit on; not for reading borders.
 */
export const LAND_OUTLINES: readonly string[] = [
  // North and Central America
  [
    "-168,66 -160,71 -140,70 -125,71 -95,73 -80,73 -62,62 -55,52 -66,45 -70,41 -76,35 -81,31",
    "-80,25 -84,30 -90,29 -97,26 -97,21 -91,19 -87,21 -88,15 -83,10 -78,8 -81,8 -86,12 -92,15",
    "-105,20 -110,24 -112,30 -117,33 -124,40 -124,48 -131,55 -140,60 -152,60 -165,62",
  ].join(" "),
  // Greenland
  "-73,78 -60,82 -30,83 -20,75 -22,70 -40,65 -45,60 -52,64 -58,72",
  // South America
  [
    "-78,8 -72,12 -62,10 -52,5 -50,0 -35,-5 -38,-13 -40,-22 -48,-26 -53,-34 -58,-38 -65,-42",
    "-68,-52 -72,-54 -75,-48 -73,-38 -71,-30 -70,-18 -76,-14 -81,-6 -80,0 -77,4",
  ].join(" "),
  // Europe
  [
    "-10,36 -9,43 -2,44 -5,48 2,51 8,54 10,58 5,62 12,66 20,70 30,71 40,68 45,60 40,47 30,45",
    "28,41 23,36 20,40 15,38 12,44 8,44 3,43 0,39 -5,36",
  ].join(" "),
  // Great Britain and Ireland
  "-5,50 1,51 2,53 -2,56 -3,58 -6,58 -5,55 -3,54 -5,52",
  "-10,52 -6,52 -6,55 -9,55",
  // Africa
  [
    "-17,21 -10,30 -5,36 10,37 20,32 32,31 35,28 43,12 51,12 42,-1 40,-10 35,-24 32,-29 20,-35",
    "17,-29 12,-17 13,-6 9,4 -8,5 -15,11",
  ].join(" "),
  // Madagascar
  "49,-12 50,-16 47,-25 44,-22 44,-17",
  // Asia
  [
    "28,41 36,36 35,32 43,13 52,16 59,22 56,26 50,30 57,27 62,25 67,25 73,20 77,8 80,15 85,20",
    "90,22 94,17 98,10 102,2 104,1 105,9 109,12 108,21 117,23 122,30 122,37 119,39 126,38",
    "129,35 130,43 140,48 142,55 135,55 142,60 155,60 163,68 180,66 180,72 140,73 110,77 80,73",
    "68,70 60,69 45,60 40,47 30,45",
  ].join(" "),
  // Japan
  "130,31 135,34 140,35 142,40 141,45 145,44 141,41 139,38 136,37 132,35",
  // Taiwan
  "120,22 122,25 121.5,25.3 120,23.5",
  // Sumatra, Java, Borneo, New Guinea, the Philippines
  "95,5 106,-6 104,-5 98,1",
  "105,-6 114,-7 114,-8.5 106,-7",
  "109,2 117,7 119,1 116,-4 110,-3",
  "131,-1 141,-3 150,-10 141,-9 138,-8",
  "120,18 122,18 126,7 122,7 120,14",
  // Australia and New Zealand
  [
    "114,-22 122,-18 130,-12 137,-12 136,-16 141,-11 146,-19 153,-26 150,-37 141,-38 132,-32",
    "124,-34 115,-34",
  ].join(" "),
  "172,-34 178,-38 174,-41 171,-44 167,-46 172,-41",
];

/** "lon,lat lon,lat ..." as points. */
export function parseOutline(outline: string): LonLat[] {
  return outline
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [lon = 0, lat = 0] = pair.split(",").map(Number);
      return [lon, lat] as const;
    });
}

/** An outline as an SVG path in the map's frame. */
export function outlinePath(outline: string, frame: MapFrame = WORLD_FRAME): string {
  return `${parseOutline(outline)
    .map(([lon, lat], i) => {
      const { x, y } = project({ lat, lon }, frame);
      return `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(" ")} Z`;
}

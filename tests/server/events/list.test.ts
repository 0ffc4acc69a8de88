// The distance search's box (server/events/list.ts): every point on the circle of the searched
// radius, in every direction, lies inside it, at any latitude; no longitude range where none holds.
import { describe, expect, it } from 'vitest';
import { distanceBox } from '../../../server/events/list';

const R = 3958.8;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** The point `miles` from (lat, long) towards `bearing` (degrees) on the same sphere as distanceSql. */
function destination(lat: number, long: number, miles: number, bearing: number): { lat: number; long: number } {
  const [f1, l1, t, d] = [rad(lat), rad(long), rad(bearing), miles / R];
  const f2 = Math.asin(Math.sin(f1) * Math.cos(d) + Math.cos(f1) * Math.sin(d) * Math.cos(t));
  const l2 = l1 + Math.atan2(Math.sin(t) * Math.sin(d) * Math.cos(f1), Math.cos(d) - Math.sin(f1) * Math.sin(f2));
  return { lat: deg(f2), long: deg(l2) };
}

describe('distanceBox', () => {
  const centers = [
    { lat: 35.7727, long: -78.6324 }, // Raleigh
    { lat: 61.2181, long: -149.9003 }, // Anchorage
    { lat: 19.8968, long: -155.5828 }, // Hawaii
    { lat: -33.9, long: 18.4 },
    { lat: 0, long: 0 },
    { lat: 80, long: 10 },
  ];

  it('holds the whole circle for radii from 1 to 3,000 miles', () => {
    for (const c of centers) {
      for (const miles of [1, 10, 50, 100, 500, 3000]) {
        const box = distanceBox(c.lat, c.long, miles);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const p = destination(c.lat, c.long, miles, bearing);
          expect(Math.abs(p.lat - c.lat), `${miles} mi from ${c.lat},${c.long} at ${bearing}°`).toBeLessThanOrEqual(box.lat);
          if (box.long !== null) expect(Math.abs(p.long - c.long), `${miles} mi from ${c.lat},${c.long} at ${bearing}°`).toBeLessThanOrEqual(box.long);
        }
      }
    }
  });

  it('is tight enough to matter: 50 miles around Raleigh is about 0.73° by 0.9°', () => {
    const box = distanceBox(35.7727, -78.6324, 50);
    expect(box.lat).toBeCloseTo(0.734, 2);
    expect(box.long).toBeGreaterThan(0.85);
    expect(box.long).toBeLessThan(0.95);
  });

  it('gives no longitude range across the antimeridian, near a pole, or for half the globe', () => {
    expect(distanceBox(60, 179.5, 50).long).toBeNull();
    expect(distanceBox(60, -179.9, 50).long).toBeNull();
    expect(distanceBox(88.9, 0, 10).long).toBeNull();
    expect(distanceBox(35, -78, 12_500).long).toBeNull();
  });
});

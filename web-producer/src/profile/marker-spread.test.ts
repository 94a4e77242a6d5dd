import { spread, type MapLocation } from './LocationsMap';

const project = (x: number, y: number): [number, number] => [x * 10, y * 10];
const at = (kind: MapLocation['kind'], x: number, y: number): MapLocation => ({ kind, label: kind, x, y });

describe('markers on the profile map', () => {
  it('given places far apart, then each marker sits on its own point', () => {
    const places = [at('headquarters', 11, 48), at('factory', 17, 51)];
    expect(places.map((_, index) => spread(project, places, index))).toEqual([
      [110, 480],
      [170, 510],
    ]);
  });

  it('given a headquarters and two factories in the same city, then the three markers are set apart around it', () => {
    const places = [at('headquarters', 11, 48), at('factory', 11, 48), at('factory', 11, 48)];
    const points = places.map((_, index) => spread(project, places, index)!);
    const distances = [
      [0, 1],
      [0, 2],
      [1, 2],
    ].map(([a, b]) => Math.hypot(points[a]![0] - points[b]![0], points[a]![1] - points[b]![1]));
    expect(Math.min(...distances)).toBeGreaterThan(10);
    for (const point of points) expect(Math.hypot(point[0] - 110, point[1] - 480)).toBeCloseTo(11);
  });
});

import { describe, expect, it } from 'vitest';
import { boundsOf, canSplit, clusterByDistance, spreadOffsets } from './cluster.ts';

const at = (x: number, y: number, id = `${x},${y}`) => ({ id, x, y, position: [x / 100, y / 100] as [number, number] });

describe('clusterByDistance', () => {
  it('groups points within the radius and keeps far ones apart', () => {
    const groups = clusterByDistance([at(0, 0), at(10, 5), at(200, 200), at(20, 25), at(205, 190)], 40);
    expect(groups.map((group) => group.map((p) => p.id))).toEqual([
      ['0,0', '10,5', '20,25'],
      ['200,200', '205,190'],
    ]);
  });

  it('measures from the group’s first point, so a chain of near points does not make one long group', () => {
    const groups = clusterByDistance([at(0, 0), at(35, 0), at(70, 0), at(105, 0)], 40);
    expect(groups.map((group) => group.map((p) => p.id))).toEqual([
      ['0,0', '35,0'],
      ['70,0', '105,0'],
    ]);
  });

  it('joins the nearest group across grid cells', () => {
    const groups = clusterByDistance([at(39, 0), at(81, 0), at(41, 0)], 40);
    // 41 is 2 px from 39 (its cell's neighbour) and 40 px from 81: it joins 39's group
    expect(groups.map((group) => group.map((p) => p.id))).toEqual([['39,0', '41,0'], ['81,0']]);
  });

  it('puts every point in exactly one group', () => {
    const points = Array.from({ length: 500 }, (_, i) => at((i * 37) % 400, (i * 91) % 300, String(i)));
    const groups = clusterByDistance(points, 44);
    expect(
      groups
        .flat()
        .map((p) => p.id)
        .sort(),
    ).toEqual(points.map((p) => p.id).sort());
  });
});

describe('canSplit and boundsOf', () => {
  it('tells one place (which zooming cannot separate) from places apart', () => {
    expect(
      canSplit([
        [25.74728, 62.24149],
        [25.74729, 62.2415],
      ]),
    ).toBe(false);
    expect(
      canSplit([
        [25.74728, 62.24149],
        [25.75, 62.24149],
      ]),
    ).toBe(true);
    expect(boundsOf([])).toBeNull();
    expect(
      boundsOf([
        [24, 61],
        [22, 63],
      ]),
    ).toEqual([
      [22, 61],
      [24, 63],
    ]);
  });
});

describe('spreadOffsets', () => {
  it('gives each marker at one place its own spot, at least a marker apart', () => {
    for (const count of [2, 3, 6, 7, 12]) {
      const offsets = spreadOffsets(count, 30);
      expect(offsets).toHaveLength(count);
      for (let i = 0; i < count; i += 1) {
        for (let j = i + 1; j < count; j += 1) {
          const [ax, ay] = offsets[i] ?? [0, 0];
          const [bx, by] = offsets[j] ?? [0, 0];
          expect(Math.hypot(ax - bx, ay - by)).toBeGreaterThanOrEqual(20);
        }
      }
    }
    expect(spreadOffsets(1)).toEqual([[0, 0]]);
  });
});

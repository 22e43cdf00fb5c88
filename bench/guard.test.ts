import { describe, expect, it } from 'vitest';
import { compareShares, formatMovements, type GuardedMeasure, machineKind } from './guard.ts';

const measure = (name: string, share: number, engine = 'PGlite'): GuardedMeasure => ({
  engine,
  scale: 'quick',
  name,
  connections: 10,
  pipelining: 1,
  share,
});

describe('the bench guard', () => {
  it('fails a figure whose share of the hello-world fell past the threshold, and only that one', () => {
    const before = [measure('hotel read (auth)', 0.25), measure('room list (auth)', 0.05)];
    const now = [measure('hotel read (auth)', 0.12), measure('room list (auth)', 0.045)];
    const movements = compareShares(now, before, 0.3);
    expect(movements.map((m) => [m.key, m.dropped])).toEqual([
      ['PGlite quick hotel read (auth) 10 × 1', true],
      ['PGlite quick room list (auth) 10 × 1', false],
    ]);
    expect(movements[0]?.change).toBeCloseTo(-0.52);
  });

  it('passes gains and falls within the threshold, and compares only figures both runs hold', () => {
    const before = [measure('hotel read (auth)', 0.25), measure('autocomplete', 0.01, 'PostgreSQL')];
    const now = [measure('hotel read (auth)', 0.4), measure('autocomplete', 0.008, 'PGlite')];
    expect(compareShares(now, before, 0.3)).toEqual([
      expect.objectContaining({ key: 'PGlite quick hotel read (auth) 10 × 1', dropped: false }),
    ]);
  });

  it('reads the machine kind without the Node version or the memory', () => {
    expect(machineKind('Linux 2 × AMD EPYC, 24 GiB, Node v20.20.2')).toBe('Linux 2 × AMD EPYC');
  });

  it('prints each figure with its change and names the ones that dropped', () => {
    const lines = formatMovements(
      compareShares([measure('hotel read (auth)', 0.1)], [measure('hotel read (auth)', 0.2)], 0.3),
      { file: 'bench/results/x.json', date: '2026-12-07', machine: 'Linux 2 × AMD EPYC', measures: [] },
      0.3,
    );
    expect(lines).toContain(
      '| PGlite quick hotel read (auth) 10 × 1 | 20.0 % | 10.0 % | -50 % | **dropped** |',
    );
    expect(lines.at(-2)).toBe(
      '1 of 1 figures fell by more than 30 %: PGlite quick hotel read (auth) 10 × 1.',
    );
  });
});

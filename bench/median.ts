/** Medians of the bench's repeated measures (bench/web.ts). */

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Of runs scored by `performance`, the one with the median score (the lower middle of an even count),
 * carrying every run's score in `runs`, in the order they ran.
 */
export function medianRun<Run extends { performance: number; runs: number[] }>(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run to report');
  return { ...middle, runs: runs.map((run) => run.performance) };
}

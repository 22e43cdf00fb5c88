/**
 * The bench's regression guard (issue 35): each figure of a run, as its share of the hello-world
 * measured in the same run (so a slower or busier machine moves both sides), against the same
 * figure in the last committed results of the same machine kind. A share that fell by more than
 * the threshold fails the bench command; the table shows every figure that moved.
 */
import { execFileSync } from 'node:child_process';

/** What the guard compares of a measure (bench/run.ts writes these in its JSON). */
export interface GuardedMeasure {
  engine: string;
  scale: string;
  name: string;
  connections: number;
  pipelining: number;
  share?: number;
}

export interface Baseline {
  file: string;
  date: string;
  machine: string;
  measures: GuardedMeasure[];
}

export interface Movement {
  key: string;
  before: number;
  now: number;
  /** (now − before) / before. */
  change: number;
  dropped: boolean;
}

/**
 * A drop of a figure's share beyond which the bench fails: set from the spread of the same
 * figures over repeated runs on one machine (bench/results/2026-12-07-bench-guard-noise.md).
 */
export const DROP_THRESHOLD = 0.3;

/** The machine kind of a results file's `machine` line: OS, cores and CPU model, not Node or memory. */
export function machineKind(machine: string): string {
  return machine.split(',')[0]?.trim() ?? machine;
}

const keyOf = (m: GuardedMeasure) =>
  `${m.engine} ${m.scale} ${m.name} ${m.connections} × ${m.pipelining}`.replace(/\s+/g, ' ');

/** Every figure present in both runs, with how its share moved; `dropped` past the threshold. */
export function compareShares(
  now: GuardedMeasure[],
  before: GuardedMeasure[],
  threshold: number = DROP_THRESHOLD,
): Movement[] {
  const previous = new Map(before.filter((m) => m.share).map((m) => [keyOf(m), m.share as number]));
  const movements: Movement[] = [];
  for (const measure of now) {
    const was = previous.get(keyOf(measure));
    if (!was || measure.share === undefined) continue;
    const change = (measure.share - was) / was;
    movements.push({
      key: keyOf(measure),
      before: was,
      now: measure.share,
      change,
      dropped: change < -threshold,
    });
  }
  return movements;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The comparison as a Markdown table, and a verdict line. */
export function formatMovements(
  movements: Movement[],
  baseline: Baseline,
  threshold = DROP_THRESHOLD,
): string[] {
  const dropped = movements.filter((m) => m.dropped);
  return [
    `## Against ${baseline.file} (${baseline.date}, ${baseline.machine})`,
    '',
    `Share of the hello-world of the same run; a fall of more than ${Math.round(threshold * 100)} % fails the bench.`,
    '',
    '| figure | before | now | change | |',
    '|---|---|---|---|---|',
    ...movements.map(
      (m) =>
        `| ${m.key} | ${percent(m.before)} | ${percent(m.now)} | ${m.change >= 0 ? '+' : ''}${(m.change * 100).toFixed(0)} % | ${m.dropped ? '**dropped**' : ''} |`,
    ),
    '',
    dropped.length === 0
      ? `No figure fell by more than ${Math.round(threshold * 100)} % (${movements.length} compared).`
      : `${dropped.length} of ${movements.length} figures fell by more than ${Math.round(threshold * 100)} %: ${dropped.map((m) => m.key).join('; ')}.`,
    '',
  ];
}

/**
 * The newest committed results file (`git ls-files`, so a run's own uncommitted output is never
 * its baseline) whose machine kind is `kind` and that holds at least one of `keysWanted`.
 */
export function lastCommittedBaseline(
  resultsDir: string,
  kind: string,
  wanted: GuardedMeasure[],
): Baseline | undefined {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '--full-name', '--', '*.json'], {
      cwd: resultsDir,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    return undefined;
  }
  const keys = new Set(wanted.map(keyOf));
  const candidates: Baseline[] = [];
  for (const file of files) {
    let parsed: Partial<Baseline>;
    try {
      // The committed text, not the file on disk: a run of today may have rewritten today's file.
      const text = execFileSync('git', ['show', `HEAD:${file}`], {
        cwd: resultsDir,
        encoding: 'utf8',
        maxBuffer: 64 * 2 ** 20,
      });
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    if (!parsed.machine || !Array.isArray(parsed.measures) || machineKind(parsed.machine) !== kind) continue;
    if (!parsed.measures.some((m) => keys.has(keyOf(m)))) continue;
    candidates.push({ file, date: parsed.date ?? '', machine: parsed.machine, measures: parsed.measures });
  }
  // Newest by date, then by name (several files of one day: the later name, a later run).
  candidates.sort((a, b) => a.date.localeCompare(b.date) || a.file.localeCompare(b.file));
  return candidates.at(-1);
}

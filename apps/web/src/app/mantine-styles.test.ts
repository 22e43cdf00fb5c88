import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const mantineDir = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const whole = readFileSync(join(mantineDir, 'styles.css'), 'utf8');
const imported = [
  ...readFileSync(join(import.meta.dirname, 'mantine.css'), 'utf8').matchAll(
    /@import ["']@mantine\/core\/styles\/([\w-]+\.css)["'];/g,
  ),
].map((match) => match[1] as string);
/** Where a component's stylesheet sits in Mantine's whole stylesheet (which concatenates them all). */
const positionOf = (file: string) =>
  whole.indexOf(readFileSync(join(mantineDir, 'styles', file), 'utf8').trim());

describe('mantine.css (the app imports the stylesheets of the components it uses)', () => {
  it("starts with Mantine's baseline, variables and global styles", () => {
    expect(imported.slice(0, 3)).toEqual(['baseline.css', 'default-css-variables.css', 'global.css']);
  });

  it("keeps the order of Mantine's whole stylesheet, each file once", () => {
    const positions = imported.map(positionOf);
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(imported).size).toBe(imported.length);
  });

  it('imports fewer than all of the components (what the build uses: bench/bundle-budget.ts)', () => {
    const all = readdirSync(join(mantineDir, 'styles')).filter((file) => !file.endsWith('.layer.css'));
    expect(imported.length).toBeGreaterThan(3);
    expect(imported.length).toBeLessThan(all.length);
  });
});

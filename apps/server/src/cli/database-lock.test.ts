/**
 * Issue 18, item 6: the admin command line opened the embedded database while the server held it
 * (PGlite admits one process per data directory). The data directory's lock file now refuses a
 * second live process, with a message naming the way out; a dead process's lock does not block.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, lockDataDir, openDatabase } from '../db/client.ts';

const work = mkdtempSync(join(tmpdir(), 'hx-lock-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ADMIN = resolve(import.meta.dirname, 'admin.ts');

/** Runs the admin command line on DATA_DIR=dataDir; answers its exit code and output. */
function admin(dataDir: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ADMIN, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_LANG: 'en', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

/** The id of a process that has exited (a stale lock's holder). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive, and frees the directory on release', () => {
    const dir = join(work, 'a', 'pglite');
    mkdirSync(dir, { recursive: true });
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseLockedError);
    expect((refused as DatabaseLockedError).pid).toBe(process.pid);
    expect((refused as Error).message).toMatch(/stop that server first.*DATABASE_URL/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over the lock of a dead process, or an empty lock file', () => {
    const dir = join(work, 'b', 'pglite');
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
    writeFileSync(`${dir}.lock`, '');
    lockDataDir(dir)();
  });
});

describe('the admin command line on the embedded database', () => {
  it('refuses while a server holds it, saying to stop it or use PostgreSQL; works once it is closed', async () => {
    const dataDir = join(work, 'data');
    // This process plays the server: it opens the on-disk PGlite as buildApp does.
    const server = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    let refused: Awaited<ReturnType<typeof admin>>;
    try {
      refused = await admin(dataDir, ['users']);
    } finally {
      await server.close();
    }
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`is open in the server (process ${process.pid})`);
    expect(refused.err).toContain('Stop the server');
    expect(refused.err).toContain('PostgreSQL (DATABASE_URL)');
    expect(refused.err).not.toMatch(/\n\s+at /); // a message, not a stack trace

    const after = await admin(dataDir, ['users']);
    expect(after.err).not.toContain('Stop the server');
    expect(after.code, after.err).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 120_000);
});

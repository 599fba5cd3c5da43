/** The processes of a run: the server under test and the baselines on core 0, this load generator on core 1. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const SERVER_CORE = '0';
export const LOAD_CORE = '1';

export function pinSelfToLoadCore(): void {
  execFileSync('taskset', ['-p', '-c', LOAD_CORE, String(process.pid)], { stdio: 'ignore' });
}

export interface Started {
  child: ChildProcess;
  url: string;
  /** From spawn to the first answer of `readyPath`. */
  startMs: number;
  stop(): Promise<void>;
}

/** `taskset` runs `node args` on the server's core (or `core`); waits until `readyPath` answers. */
export async function startPinned(name: string, args: string[], env: Record<string, string>, port: number, readyPath: string, core = SERVER_CORE): Promise<Started> {
  const started = performance.now();
  const child = spawn('taskset', ['-c', core, process.execPath, ...args], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it answered`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  const startMs = performance.now() - started;
  return {
    child,
    url,
    startMs,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Runs `work` with a local PostgreSQL (its postmaster and every backend, present and to come) on the
 * server's core, so that the server and its database share one core as the server and its embedded
 * SQLite do. False when the server's files are out of reach (a remote or foreign PostgreSQL): then
 * it runs unpinned.
 */
export async function withPostgresPinned<T>(dataDirectory: string, work: (pinned: boolean) => Promise<T>): Promise<T> {
  const pidFile = `${dataDirectory}/postmaster.pid`;
  const postmaster = existsSync(pidFile) ? readFileSync(pidFile, 'utf8').split('\n')[0]!.trim() : undefined;
  const pinAll = (cores: string) => {
    const children = execFileSync('pgrep', ['-P', postmaster!], { encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const pid of [postmaster!, ...children]) execFileSync('taskset', ['-a', '-p', '-c', cores, pid], { stdio: 'ignore' });
  };
  if (!postmaster) return work(false);
  const allCores = execFileSync('taskset', ['-p', '-c', postmaster], { encoding: 'utf8' }).split(':').pop()!.trim();
  try {
    pinAll(SERVER_CORE);
  } catch {
    return work(false);
  }
  try {
    return await work(true);
  } finally {
    pinAll(allCores);
  }
}

/** Resident and peak resident memory of a process, in MB, from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rssMb: field('VmRSS'), peakMb: field('VmHWM') };
}

/** Samples the resident memory of `pid` every 20 ms while `work` runs: the highest, in MB. */
export async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number; beforeMb: number }> {
  const beforeMb = memoryOf(pid).rssMb;
  let peakMb = beforeMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, memoryOf(pid).rssMb)), 20);
  try {
    const result = await work();
    return { result, peakMb: Math.max(peakMb, memoryOf(pid).rssMb), beforeMb };
  } finally {
    clearInterval(timer);
  }
}

/** The event loop delay the probe (bench/probe.mjs) saw since it was last asked. */
export async function eventLoopDelay(pid: number, probeFile: string): Promise<{ p50: number; p99: number; max: number }> {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  while (!existsSync(probeFile)) await sleep(10);
  await sleep(10);
  return JSON.parse(readFileSync(probeFile, 'utf8')) as { p50: number; p99: number; max: number };
}

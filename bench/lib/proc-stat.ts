import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU time of a process tree from /proc (Linux): user + system time of a process and of every
 * process below it, alive at the time of the reading. The bench starts each server so that it is
 * one node process (or a wrapper that only waits), so the tree is what the server spent.
 */

/** Clock ticks per second of the utime/stime fields (USER_HZ; 100 on practically every Linux). */
export const CLOCK_TICKS_PER_SECOND = readClockTicks();

function readClockTicks(): number {
  try {
    const value = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    if (Number.isInteger(value) && value > 0) return value;
  } catch {
    // getconf missing: fall through to the kernel's usual value.
  }
  return 100;
}

interface ProcStat {
  ppid: number;
  /** utime and stime, in clock ticks. */
  userTicks: number;
  systemTicks: number;
}

function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // Gone since the directory was listed.
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ")".
  // Counting from the state (field 3) at index 0: ppid is field 4, utime 14, stime 15.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), userTicks: Number(fields[11]), systemTicks: Number(fields[12]) };
}

/** The pid and every descendant of it that is alive now. */
export function processTree(rootPid: number): number[] {
  if (!fs.existsSync(`/proc/${rootPid}/stat`)) throw new Error(`no process ${rootPid} in /proc`);
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (!stat) continue;
    const siblings = children.get(stat.ppid) ?? [];
    siblings.push(Number(entry));
    children.set(stat.ppid, siblings);
  }
  const tree: number[] = [];
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** CPU seconds the given processes have used so far, in user and kernel mode (a process that is gone counts 0). */
export function cpuTimes(pids: number[]): { userS: number; systemS: number } {
  let userTicks = 0;
  let systemTicks = 0;
  for (const pid of pids) {
    const stat = readStat(pid);
    userTicks += stat?.userTicks ?? 0;
    systemTicks += stat?.systemTicks ?? 0;
  }
  return { userS: userTicks / CLOCK_TICKS_PER_SECOND, systemS: systemTicks / CLOCK_TICKS_PER_SECOND };
}

/** User + system CPU seconds the given processes have used so far. */
export function cpuSeconds(pids: number[]): number {
  const { userS, systemS } = cpuTimes(pids);
  return userS + systemS;
}

import type { ManagedProcess } from '../processes';
import { connectViewers, disconnectViewers, measureWindow, type Measured } from '../fanout/windows';
import type { Settings } from './settings';

/** A round can run long (x100 takes 77 s, the cap x9999.99 about 2.5 min): how long a window may stretch. */
const ROUND_WAIT_MS = 200_000;

/** One window on our server: viewers connect, the window spans whole rounds, viewers leave. */
export async function measureOurs(
  viewers: ManagedProcess,
  ours: { url: string; process: ManagedProcess },
  count: number,
  settings: Settings,
): Promise<Measured> {
  const connectMs = await connectViewers(viewers, ours.url, count);
  // Open and close in the middle of a pause after a crash: nothing is broadcast then, so no
  // broadcast straddles an edge and the window holds whole rounds (at least one).
  const midPause = Math.floor(settings.pauseMs / 2);
  const report = await measureWindow(viewers, {
    type: 'window',
    cpuPid: ours.process.pid,
    start: { after: 'crashEnd', delayMs: midPause, timeoutMs: ROUND_WAIT_MS },
    end: {
      minMs: settings.minWindowMs,
      maxMs: settings.minWindowMs + ROUND_WAIT_MS,
      after: 'crashEnd',
      delayMs: midPause,
    },
  });
  await disconnectViewers(viewers);
  return { report, connectMs };
}

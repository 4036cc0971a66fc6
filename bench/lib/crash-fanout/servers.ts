import { io as connectSocket } from 'socket.io-client';
import { startOurServer } from '../fanout/processes';
import type { BenchOptions } from '../types';
import type { Settings } from './settings';

/**
 * Fails fast, with a readable reason, when our server runs no crash rounds: one socket must hear
 * a crash event within a countdown and a pause (a joiner gets `crashInit` at once).
 */
export async function expectCrashBroadcasts(url: string, settings: Settings): Promise<void> {
  const socket = connectSocket(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  const waitMs = settings.countdownMs + settings.pauseMs + 15_000;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `our server broadcast no crash event within ${waitMs / 1000}s: is the crash engine running ` +
                '(GAME_ENGINES, packages/server/src/games/crash)?',
            ),
          ),
        waitMs,
      );
      socket.onAny((event: string) => {
        if (event.startsWith('crash')) {
          clearTimeout(timer);
          resolve();
        }
      });
      socket.once('connect_error', (error) => {
        clearTimeout(timer);
        reject(new Error(`could not open a socket on our server: ${error.message}`));
      });
    });
  } finally {
    socket.close();
  }
}

export function startCrashServer(options: BenchOptions, settings: Settings, dataDir: string) {
  return startOurServer(options, dataDir, {
    GAME_ENGINES: '1',
    CRASH_COUNTDOWN_MS: String(settings.countdownMs),
    CRASH_PAUSE_MS: String(settings.pauseMs),
  });
}

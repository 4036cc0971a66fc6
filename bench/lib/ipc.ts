import type { ManagedProcess } from './processes';

/**
 * Waits for the next IPC message of `child` whose `type` is `type`. Rejects when the child
 * reports `{type: 'error'}`, exits, or stays silent for `timeoutMs`.
 */
export function nextMessage<M extends { type: string }, T extends M['type']>(
  child: ManagedProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<M, { type: T }>> {
  const awaited = new Promise<Extract<M, { type: T }>>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      stopListening();
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`${child.name}: no "${type}" within ${Math.round(timeoutMs / 1000)}s:\n${child.output()}`));
    }, timeoutMs);
    const stopListening = child.onMessage((raw) => {
      const message = raw as M & { message?: string };
      if (message.type === type) {
        done();
        resolve(message as Extract<M, { type: T }>);
      } else if (message.type === 'error') {
        done();
        reject(new Error(`${child.name}: ${message.message ?? 'error'}`));
      }
    });
    void child.exited.then((code) => {
      done();
      reject(
        new Error(`${child.name} exited (${String(code)}) while the bench waited for "${type}":\n${child.output()}`),
      );
    });
  });
  // Callers create the wait before sending the command and await it later; if something else
  // fails first, this rejection (e.g. the child being stopped on the way out) must not end the
  // bench as an unhandled rejection. Awaiting the promise still throws.
  awaited.catch(() => undefined);
  return awaited;
}

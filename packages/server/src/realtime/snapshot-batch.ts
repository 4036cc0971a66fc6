/**
 * How long the first socket of a batch waits for others before the shared read starts. Sockets
 * arriving one by one (a busy evening: hundreds a minute) would otherwise each cost a read of
 * every snapshot — about as much CPU as thousands of broadcast deliveries on the embedded
 * database; a few tens of milliseconds on a page's first paint go unnoticed.
 */
export const SNAPSHOT_GATHER_MS = 50;

/**
 * Sockets that connect within SNAPSHOT_GATHER_MS of each other share one snapshot read: a burst
 * of connections (a deploy, a reconnect storm) or a steady trickle costs one read per window, not
 * one per socket. The read starts after every socket of the batch has connected, so none misses a
 * change emitted before it joined. `deliver` gets the ids of every socket waiting for that read.
 */
export function batchedSnapshot<T>(
  read: () => Promise<T>,
  deliver: (socketIds: ReadonlySet<string>, snapshot: T) => void,
  gatherMs = SNAPSHOT_GATHER_MS,
): (socketId: string) => Promise<void> {
  let pending: { socketIds: Set<string>; sent: Promise<void> } | undefined;
  return (socketId) => {
    if (pending) {
      pending.socketIds.add(socketId);
      return pending.sent;
    }
    const socketIds = new Set([socketId]);
    const sent = new Promise<void>((resolve) => setTimeout(resolve, gatherMs))
      .then(() => {
        pending = undefined;
        return read();
      })
      .then((snapshot) => deliver(socketIds, snapshot));
    pending = { socketIds, sent };
    return sent;
  };
}

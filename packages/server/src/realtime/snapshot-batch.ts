/**
 * Sockets that connect in the same event-loop turn share one snapshot read: a burst of connections
 * (a deploy, a reconnect storm) costs one read, not one per socket. The read starts after all of
 * them have connected, so none misses a change emitted before it joined. `deliver` gets the ids of
 * every socket waiting for that read.
 */
export function batchPerTurn<T>(
  read: () => Promise<T>,
  deliver: (socketIds: ReadonlySet<string>, snapshot: T) => void,
): (socketId: string) => Promise<void> {
  let pending: { socketIds: Set<string>; sent: Promise<void> } | undefined;
  return (socketId) => {
    if (pending) {
      pending.socketIds.add(socketId);
      return pending.sent;
    }
    const socketIds = new Set([socketId]);
    const sent = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        pending = undefined;
        return read();
      })
      .then((snapshot) => deliver(socketIds, snapshot));
    pending = { socketIds, sent };
    return sent;
  };
}

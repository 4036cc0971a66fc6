import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/use-test-server';
import { PROVIDER_ENV, freekassaNotification, sendNotification, type Provider } from './payments.int-support';

/** Everything the server logs, by bytes, and the lines themselves (parsed JSON). */
class LogCapture extends Writable {
  bytes = 0;
  lines: Array<Record<string, unknown>> = [];
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.bytes += chunk.length;
    for (const line of chunk.toString('utf8').split('\n')) {
      // Only the start of the flood is kept for reading: the byte count is what is measured.
      if (line !== '' && this.lines.length < 2_000) this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

/**
 * Refused notifications cannot fill the disk (issue 25): anyone can post to the notify endpoints,
 * so a refusal keeps a bounded, counted record and logs a bounded summary, never the body.
 */
describe('refused payment notifications', () => {
  const log = new LogCapture();
  // The shipped per-address rate limit (300 a minute), not the tests' raised one: the flood fits in it.
  const server = useTestServer(
    { ...PROVIDER_ENV, LOG_LEVEL: 'warn', RATE_LIMIT_PAYMENT_NOTIFY: '300/1m' },
    { logStream: log },
  );
  const MB = 1024 * 1024;

  async function databaseBytes(): Promise<number> {
    const result = await server.ctx.db.execute(sql`SELECT pg_database_size(current_database())::bigint AS bytes`);
    return Number((result as unknown as { rows: Array<{ bytes: string | number }> }).rows[0]!.bytes);
  }

  /**
   * An unsigned Free-Kassa-looking form of `bytes` bytes, different for every `n`; the filler is
   * random, so that PostgreSQL's compression cannot hide what storing it costs.
   */
  function unsignedForm(n: number, bytes: number): string {
    const start = `MERCHANT_ID=14963&AMOUNT=900&MERCHANT_ORDER_ID=${n}&filler=`;
    return (
      start +
      randomBytes(bytes)
        .toString('base64url')
        .slice(0, bytes - start.length)
    );
  }

  function post(provider: Provider, body: string, remoteAddress: string, headers: Record<string, string> = {}) {
    return server.app.inject({
      method: 'POST',
      url: `/api/payment/notify/${provider}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: body,
      remoteAddress,
    });
  }

  const refusalsOf = (sender: string) =>
    server.ctx.db.query.paymentNotificationRefusals.findMany({ where: (row, { eq }) => eq(row.sender, sender) });

  it('600 refused 60 KB notifications, and 600 just under the body limit, grow the database and the log by under 2 MB each', async () => {
    const databaseBefore = await databaseBytes();
    const logBefore = log.bytes;
    for (let n = 0; n < 600; n += 1) {
      const answer = await post('freekassa', unsignedForm(n, 60_000), n % 2 ? '198.51.100.1' : '198.51.100.2');
      expect(answer.statusCode).not.toBe(500);
      expect(answer.statusCode).not.toBe(429);
    }
    // Just under the notify routes' body limit: these reach the pipeline and are refused there.
    for (let n = 0; n < 600; n += 1) {
      const answer = await post('freekassa', unsignedForm(n, 8_000), n % 2 ? '198.51.100.3' : '198.51.100.4');
      expect(answer.statusCode).toBe(400);
    }
    await server.ctx.db.execute(sql`CHECKPOINT`);
    const databaseGrowth = (await databaseBytes()) - databaseBefore;
    const logGrowth = log.bytes - logBefore;
    expect(databaseGrowth, `database grew ${databaseGrowth} bytes`).toBeLessThan(2 * MB);
    expect(logGrowth, `log grew ${logGrowth} bytes`).toBeLessThan(2 * MB);
  });

  it('counts a repeated refused notification on its record instead of adding a row, and stores no body', async () => {
    const body = unsignedForm(1, 3_000);
    for (let n = 0; n < 3; n += 1) expect((await post('freekassa', body, '203.0.113.7')).statusCode).toBe(400);
    const notificationsBefore = (await server.ctx.db.query.paymentNotifications.findMany()).length;
    expect((await post('freekassa', body, '203.0.113.7')).statusCode).toBe(400);
    expect((await server.ctx.db.query.paymentNotifications.findMany()).length).toBe(notificationsBefore);

    const records = await refusalsOf('203.0.113.7');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      provider: 'freekassa',
      reason: 'missing fields: intid, SIGN',
      count: 4,
      bodyBytes: 3_000,
      bodySha256: createHash('sha256').update(body).digest('hex'),
      bodyHead: body.slice(0, 256),
    });
    expect(records[0]!.lastSeenAt.getTime()).toBeGreaterThanOrEqual(records[0]!.firstSeenAt.getTime());
  });

  it('counts IPv6 senders by their /64, as the rate limiter does', async () => {
    const body = unsignedForm(7, 400);
    expect((await post('freekassa', body, '2001:db8:1:2::1')).statusCode).toBe(400);
    expect((await post('freekassa', body, '2001:db8:1:2:ffff::9')).statusCode).toBe(400);
    const records = await refusalsOf('2001:db8:1:2::');
    expect(records.map((record) => record.count)).toEqual([2]);
  });

  it('lets refusal records older than 30 days go when a new one arrives', async () => {
    expect((await post('freekassa', unsignedForm(5, 500), '203.0.113.10')).statusCode).toBe(400);
    await server.ctx.db.execute(
      sql`UPDATE payment_notification_refusals SET last_seen_at = now() - interval '31 days' WHERE sender = '203.0.113.10'`,
    );
    expect((await post('freekassa', unsignedForm(6, 500), '203.0.113.11')).statusCode).toBe(400);
    expect(await refusalsOf('203.0.113.10')).toEqual([]);
    expect(await refusalsOf('203.0.113.11')).toHaveLength(1);
  });

  it('keeps a forged (badly signed) notification as a bounded record too', async () => {
    const forged = freekassaNotification({ orderId: 5, paymentId: '1', amount: '900', secret: 'not-the-secret' });
    const answer = await sendNotification(server, 'freekassa', forged);
    expect(answer.status).toBe(400);
    const [record] = await refusalsOf('127.0.0.1');
    expect(record).toMatchObject({ provider: 'freekassa', reason: 'bad signature', count: 1 });
  });

  it('logs a refusal at warn with the bounded summary, never the body', async () => {
    const body = unsignedForm(2, 5_000).slice(0, -10) + 'TAIL-MARK!';
    const linesBefore = log.lines.length;
    expect((await post('yoomoney', body, '203.0.113.8')).statusCode).toBe(400);
    const line = log.lines.slice(linesBefore).find((entry) => entry.msg === 'payment notification refused');
    expect(line).toMatchObject({
      level: 40,
      provider: 'yoomoney',
      sender: '203.0.113.8',
      bytes: 5_000,
      sha256: createHash('sha256').update(body).digest('hex'),
      count: 1,
    });
    expect(Buffer.byteLength(String(line!.head))).toBeLessThanOrEqual(256);
    expect(JSON.stringify(line)).not.toContain('TAIL-MARK!');
    expect(line).not.toHaveProperty('payload');
  });

  it('answers a body over the limit with a keyed 413, and takes a notification of a real size', async () => {
    const tooLarge = await post('nowpayments', unsignedForm(3, 8 * 1024 + 1), '203.0.113.9');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ status: 'error', message: 'app_api.payload_too_large' });
    const realSized = await post('nowpayments', unsignedForm(4, 8 * 1024), '203.0.113.9');
    expect(realSized.statusCode).toBe(400);
  });
});

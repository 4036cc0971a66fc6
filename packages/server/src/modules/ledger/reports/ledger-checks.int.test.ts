import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ggrReportResponseSchema, ledgerCheckResponseSchema } from '@skinbet/shared/schemas/admin-money.schemas';
import {
  ledgerCheckRunsResponseSchema,
  liabilitiesResponseSchema,
} from '@skinbet/shared/schemas/admin-reports.schemas';
import { eventually } from '../../../realtime/realtime.int-support';
import { createUser, settleTestWager } from '../../../test/factories';
import { useTestServer } from '../../../test/use-test-server';
import { GGR_CSV_HEADER } from './ggr-csv';
import { ledgerCheckTask } from './ledger-check.task';

const cents = (amount: number) => Math.round(amount * 100);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The console's reports (docs/operations/console.md "Reports"): the ledger check's stored runs,
 * manual and periodic; liabilities against the house; the GGR report as CSV.
 */
describe('admin reports: ledger check history, liabilities, GGR CSV', () => {
  const server = useTestServer();
  let admin: { user: { id: number; username: string }; token: string };

  beforeAll(async () => {
    admin = await createUser(server.ctx, { isAdmin: true, balance: 1_234 });
  });

  const history = async (body: object = {}) =>
    ledgerCheckRunsResponseSchema
      .strict()
      .parse((await server.post('/api/admin/ledger/checks', body, admin.token)).body);

  it('answers admins only', async () => {
    const player = await createUser(server.ctx);
    const moderator = await createUser(server.ctx, { isModerator: true });
    const range = { from: today(), to: today() };
    for (const [path, body] of [
      ['/api/admin/ledger/checks', {}],
      ['/api/admin/ledger/check', {}],
      ['/api/admin/reports/liabilities', {}],
      ['/api/admin/reports/ggr/csv', range],
    ] as const) {
      for (const token of [player.token, moderator.token]) {
        expect({ path, ...(await server.post(path, body, token)) }).toMatchObject({
          path,
          status: 403,
          body: { status: 'error', message: 'admin_api.forbidden' },
        });
      }
      expect(await server.post(path, body)).toMatchObject({ status: 401 });
    }
  });

  it('stores every manual run with its admin, and every periodic run of the leader task', async () => {
    const before = await history();
    const check = await server.post('/api/admin/ledger/check', {}, admin.token);
    expect(check.status).toBe(200);
    const result = ledgerCheckResponseSchema.strict().parse(check.body);
    expect(result.mismatches).toEqual([]);

    const afterManual = await history();
    expect(afterManual.total).toBe(before.total + 1);
    expect(afterManual.last).toMatchObject({
      trigger: 'manual',
      actor_id: admin.user.id,
      actor_name: admin.user.username,
      accounts: result.accounts,
      transfers: result.transfers,
      mismatch_count: 0,
      mismatches: [],
    });
    expect(afterManual.runs[0]).toEqual(afterManual.last);
    expect(Date.now() - Date.parse(afterManual.last!.started_at)).toBeLessThan(60_000);
    expect(afterManual.every_ms).toBe(3_600_000);

    // The leader's task: runs at once when no periodic run exists, then waits out its interval.
    const reports = server.ctx.services.reports;
    const task = ledgerCheckTask({
      log: server.ctx.log,
      everyMs: 60_000,
      sinceLast: reports.sinceLastPeriodicCheck,
      run: reports.periodicLedgerCheck,
    });
    await task.start();
    await eventually('a periodic run', async () => (await history()).last?.trigger === 'periodic');
    await task.stop();
    const afterPeriodic = await history();
    expect(afterPeriodic.total).toBe(before.total + 2);
    expect(afterPeriodic.last).toMatchObject({
      trigger: 'periodic',
      actor_id: null,
      actor_name: null,
      mismatch_count: 0,
    });
    expect(afterPeriodic.runs.map((run) => run.trigger).slice(0, 2)).toEqual(['periodic', 'manual']);
    expect(await reports.sinceLastPeriodicCheck()).toBeLessThan(60_000);

    // A new leader within the interval does not check again.
    const again = ledgerCheckTask({
      log: server.ctx.log,
      everyMs: 60_000,
      sinceLast: reports.sinceLastPeriodicCheck,
      run: reports.periodicLedgerCheck,
    });
    await again.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await again.stop();
    expect((await history()).total).toBe(before.total + 2);
  });

  it('stores a run that found mismatches, with what it found', async () => {
    // A user's cached balance off by a cent: the check reports it, and the run keeps it.
    const { user } = await createUser(server.ctx, { balance: 500 });
    await server.ctx.db.execute(sql`UPDATE users SET balance = balance + 1 WHERE id = ${user.id}`);
    try {
      await server.post('/api/admin/ledger/check', {}, admin.token);
      const { last } = await history();
      expect(last).toMatchObject({
        trigger: 'manual',
        mismatch_count: 1,
        mismatches: [{ check: 'user_cache', expected: 500, actual: 501 }],
      });
    } finally {
      await server.ctx.db.execute(sql`UPDATE users SET balance = balance - 1 WHERE id = ${user.id}`);
    }
  });

  it('pages the history, newest first', async () => {
    for (let index = 0; index < 21; index += 1) await server.ctx.services.reports.periodicLedgerCheck();
    const first = await history();
    const second = await history({ page: 2 });
    expect(first.runs).toHaveLength(20);
    expect(second.page).toBe(2);
    expect(second.runs.length).toBe(first.total - 20);
    const ids = [...first.runs, ...second.runs].map((run) => run.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(second.last).toEqual(first.last);
  });

  it('shows liabilities equal to the sum of the players’ accounts, against the house', async () => {
    await createUser(server.ctx, { balance: 777 });
    const answer = await server.post('/api/admin/reports/liabilities', {}, admin.token);
    expect(answer.status).toBe(200);
    const body = liabilitiesResponseSchema.strict().parse(answer.body);
    const summed = (
      (await server.ctx.db.execute(
        sql`SELECT type, sum(balance)::bigint AS amount, count(*) FILTER (WHERE balance <> 0)::int AS holders
            FROM accounts WHERE user_id IS NOT NULL GROUP BY type`,
      )) as unknown as { rows: Array<{ type: string; amount: unknown; holders: unknown }> }
    ).rows;
    expect(body.players.map((line) => line.type)).toEqual(['available', 'held', 'cashback']);
    for (const line of body.players) {
      const row = summed.find((sum) => sum.type === line.type);
      expect({ type: line.type, amount: cents(line.amount), players: line.players }).toEqual({
        type: line.type,
        amount: Number(row?.amount ?? 0),
        players: Number(row?.holders ?? 0),
      });
    }
    const players = summed.reduce((sum, row) => sum + Number(row.amount), 0);
    expect(players).toBeGreaterThan(0);
    expect(cents(body.players_total)).toBe(players);
    // The books sum to zero: the house holds exactly minus what players hold.
    expect(cents(body.house_total)).toBe(-players);
    expect(body.difference).toBe(0);
    expect(cents(body.house.reduce((sum, line) => sum + line.balance, 0))).toBe(-players);
    expect(body.house.map((line) => line.account)).toContain('house:marketing');
  });

  it('exports the GGR report as a well-formed CSV file that matches the JSON report', async () => {
    const { user } = await createUser(server.ctx);
    await settleTestWager(server.ctx, user.id, 1_050, 0);
    await settleTestWager(server.ctx, user.id, 333, 999);
    const range = { from: today(), to: today() };
    const response = await fetch(`${server.url}/api/admin/reports/ggr/csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify(range),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="ggr-${range.from}-${range.to}.csv"`,
    );
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(GGR_CSV_HEADER.join(','));
    const rows = lines.slice(1).map((line) => line.split(','));
    // No field needs quoting here: every line has exactly the header's columns.
    expect(rows.every((row) => row.length === GGR_CSV_HEADER.length)).toBe(true);

    const report = ggrReportResponseSchema.parse(
      (await server.post('/api/admin/reports/ggr', range, admin.token)).body,
    );
    expect(rows).toHaveLength(report.rows.length + report.totals.length);
    const wheelDay = rows.find((row) => row[0] === range.from && row[1] === 'wheel')!;
    expect(wheelDay).toEqual([range.from, 'wheel', '2', '1', '13.83', '9.99', '3.84', String(0.722343), '']);
    const wheelTotal = rows.find((row) => row[0] === 'total' && row[1] === 'wheel')!;
    const total = report.totals.find((line) => line.game === 'wheel')!;
    expect(wheelTotal).toEqual([
      'total',
      'wheel',
      String(total.bets),
      String(total.players),
      total.wagered.toFixed(2),
      total.paid.toFixed(2),
      total.ggr.toFixed(2),
      String(total.rtp),
      '',
    ]);
    expect(rows.filter((row) => row[0] === 'total').map((row) => row[1])).toEqual(
      report.totals.map((line) => line.game),
    );

    const refused = await fetch(`${server.url}/api/admin/reports/ggr/csv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ from: range.to, to: '2001-01-01' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ status: 'error', message: 'app_api.invalid_request' });
  });
});

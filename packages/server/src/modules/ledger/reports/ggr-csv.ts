import type { GgrReportResponse } from '@skinbet/shared/schemas/admin-money.schemas';

/** RFC 4180 field: quoted when it holds a comma, a quote or a line break (quotes doubled). */
const field = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const line = (values: Array<string | number | null>) => values.map(field).join(',');

/** Amounts as currency units with exactly two decimals, so a spreadsheet reads them alike. */
const money = (amount: number) => amount.toFixed(2);

export const GGR_CSV_HEADER = ['day', 'game', 'bets', 'players', 'wagered', 'paid', 'ggr', 'rtp', 'published_rtp'];

/**
 * The GGR report as CSV (RFC 4180, CRLF line ends): one line per game and UTC day with bets, then
 * one `total` line per game over the whole range (its `day` is `total`; players counted once).
 */
export function ggrCsv(report: GgrReportResponse): string {
  const lines = [line(GGR_CSV_HEADER)];
  for (const row of report.rows) {
    lines.push(
      line([
        row.day,
        row.game,
        row.bets,
        row.players,
        money(row.wagered),
        money(row.paid),
        money(row.ggr),
        row.rtp,
        row.published_rtp,
      ]),
    );
  }
  for (const total of report.totals) {
    lines.push(
      line([
        'total',
        total.game,
        total.bets,
        total.players,
        money(total.wagered),
        money(total.paid),
        money(total.ggr),
        total.rtp,
        total.published_rtp,
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

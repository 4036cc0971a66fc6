import { describe, expect, it } from 'vitest';
import { draftBody, liveTable, type DraftRow } from './case-draft';

const rows: DraftRow[] = [
  { item_id: 1, name: 'A', image: '', price: 1, tickets: 90_000, rare: false },
  { item_id: 2, name: 'B', image: '', price: 10, tickets: 10_000, rare: true },
];

describe('case editor draft', () => {
  it('shows the RTP the server would publish, or what is wrong', () => {
    const table = liveTable('crate-1', '2.50', rows);
    if (typeof table === 'string') throw new Error(table);
    // EV = 0.9 · 1 + 0.1 · 10 = 1.90; ÷ 2.50 = 76 %.
    expect(table.rtpBasisPoints).toBe(7_600);
    expect(liveTable('crate-1', '2.5x', rows)).toBe('bad_price');
    expect(liveTable('crate-1', '2.50', rows.slice(1))).toBe('tickets_total');
    expect(liveTable('crate-1', '1.00', rows)).toBe('rtp_out_of_range');
  });

  it('sends the items, tickets and price', () => {
    expect(draftBody(4, '2,50', rows)).toEqual({
      case_id: 4,
      price: 2.5,
      contents: [
        { item_id: 1, tickets: 90_000, rare: false },
        { item_id: 2, tickets: 10_000, rare: true },
      ],
    });
  });
});

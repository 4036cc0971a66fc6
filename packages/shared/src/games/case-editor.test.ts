import { describe, expect, it } from 'vitest';
import { CASE_TICKETS } from '../fairness/case-tickets';
import { editedCaseTable, rtpBasisPointsOf } from './case-editor';
import { caseTableHash, isCompleteTable, ticketsOf } from './cases.odds';

describe('case editor table', () => {
  const contents = [
    { itemId: 1, tickets: 90_000, rare: false, price: 100 },
    { itemId: 2, tickets: 9_990, rare: false, price: 1_000 },
    { itemId: 3, tickets: 10, rare: true, price: 100_000 },
  ];

  it('lays the tickets out contiguously, prices the RTP and hashes what it commits to', () => {
    const table = editedCaseTable('crate-1', 250, contents);
    if (typeof table === 'string') throw new Error(table);
    expect(isCompleteTable(table.entries)).toBe(true);
    expect(table.entries.map(ticketsOf)).toEqual([90_000, 9_990, 10]);
    // EV = (90,000·100 + 9,990·1,000 + 10·100,000) / 100,000 = 199.9 cents; ÷ 250 = 79.96 %.
    expect(table.ticketValueCents).toBe(19_990_000);
    expect(table.rtpBasisPoints).toBe(7_996);
    expect(table.hash).toBe(
      caseTableHash({ slug: 'crate-1', priceCents: 250, rtpBasisPoints: 7_996, entries: table.entries }),
    );
  });

  it('refuses tickets that do not add up, a repeated item and an RTP outside 1–100 %', () => {
    expect(editedCaseTable('c', 250, contents.slice(0, 2))).toBe('tickets_total');
    expect(editedCaseTable('c', 250, [...contents.slice(0, 2), { ...contents[2]!, itemId: 1 }])).toBe('duplicate_item');
    expect(editedCaseTable('c', 100, contents)).toBe('rtp_out_of_range');
    expect(editedCaseTable('c', 250, [{ itemId: 1, tickets: CASE_TICKETS, rare: false, price: 100 }])).not.toBeTypeOf(
      'string',
    );
  });

  it('rounds the RTP half up in basis points', () => {
    expect(rtpBasisPointsOf(9_000_000, 100)).toBe(9_000);
    expect(rtpBasisPointsOf(15, 100)).toBe(0);
    expect(rtpBasisPointsOf(5, 1)).toBe(1);
  });
});

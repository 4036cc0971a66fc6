import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { LeaderTask } from '../../../platform/leader/leader-tasks';
import type { SkinDeposits } from './skin-deposits.service';
import type { SkinWithdrawalOffers } from './skin-withdrawal-offers';
import type { OfferChange, PollData, TradeGateway } from './trade-gateway';
import { listProtectedDeposits, loadPollData, savePollData, touchOffer } from './trade-offers.repository';

/** Protected deposits asked about per poll (a reversal Steam did not report as an offer change). */
const PROTECTED_CHECKS_PER_POLL = 5;

export type TradePoller = ReturnType<typeof createTradePoller>;

/** Where a gateway's poll data is saved (`trade_gateway_state.key`). */
export const pollStateKey = (gateway: TradeGateway['name']) => `poll:${gateway}`;

/**
 * The gateway's poll (docs/payments/steam-trades.md "Deposits by trade"): on the leader every
 * TRADE_POLL_MS, and at once after a sandbox control. Each round reads the persisted poll data,
 * asks the gateway what changed since, hands each offer to deposits (received) or withdrawals
 * (sent), and only then saves the new poll data — so a restart re-reads what was not finished and
 * never re-processes what was (the handlers are idempotent on the offer id besides). A change whose
 * handler failed gets its old state back in the saved poll data, so the next round reports it
 * again. Rounds on one node never overlap.
 */
export function createTradePoller(deps: {
  db: Database;
  gateway: TradeGateway;
  deposits: SkinDeposits;
  withdrawalOffers: SkinWithdrawalOffers;
  intervalMs: number;
  log: FastifyBaseLogger;
}) {
  const { db, gateway, log } = deps;
  const stateKey = pollStateKey(gateway.name);
  let chain: Promise<unknown> = Promise.resolve();

  async function handle(change: OfferChange): Promise<void> {
    if (change.offer.isOurOffer) await deps.withdrawalOffers.onSentOffer(change);
    else await deps.deposits.onReceivedOffer(change);
  }

  /** A few protected deposits per round: Steam's word on each, in case a reversal was missed. */
  async function checkProtectedDeposits(): Promise<void> {
    for (const row of await listProtectedDeposits(db, PROTECTED_CHECKS_PER_POLL)) {
      try {
        const offer = row.steamOfferId ? await gateway.getOffer(row.steamOfferId) : null;
        if (offer && offer.state !== row.state) await deps.deposits.applyState(offer.id, offer.state);
      } catch (error) {
        // Steam is unreachable or the bot logged out: the next round tries these again.
        log.warn({ err: error, offer: row.steamOfferId }, 'checking a protected skin deposit failed');
        return;
      }
      await touchOffer(db, row.id);
    }
  }

  async function round(): Promise<{ changes: number; failed: number }> {
    const stored = ((await loadPollData(db, stateKey)) ?? {}) as PollData;
    const { changes, pollData } = await gateway.poll(stored);
    let failed = 0;
    for (const change of changes) {
      try {
        await handle(change);
      } catch (error) {
        failed += 1;
        log.error({ err: error, offer: change.offer.id }, 'a trade offer change could not be processed');
        const side = change.offer.isOurOffer ? 'sent' : 'received';
        const known = { ...(pollData[side] ?? {}) };
        if (change.previousState === null) delete known[change.offer.id];
        else known[change.offer.id] = change.previousState;
        pollData[side] = known;
      }
    }
    await savePollData(db, stateKey, pollData);
    await checkProtectedDeposits();
    return { changes: changes.length, failed };
  }

  /** One poll round, after any round already running on this node. */
  function syncOnce(): Promise<{ changes: number; failed: number }> {
    const next = chain.then(round);
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    syncOnce,

    /** The leader's timer: a round every `intervalMs`, the next one scheduled after the last finished. */
    leaderTask(): LeaderTask {
      let timer: NodeJS.Timeout | undefined;
      let stopped = true;
      const schedule = () => {
        if (stopped) return;
        timer = setTimeout(() => {
          syncOnce()
            .catch((error: unknown) => log.warn({ err: error }, 'trade gateway poll failed'))
            .finally(schedule);
        }, deps.intervalMs);
      };
      return {
        name: 'trade-poller',
        start() {
          stopped = false;
          schedule();
        },
        async stop() {
          stopped = true;
          clearTimeout(timer);
          await chain;
        },
      };
    },
  };
}

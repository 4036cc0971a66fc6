import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Game } from '@skinbet/shared/games/registry';
import type { AppConfig } from '../config';
import type { Database, Executor } from '../db/client';
import type { InventoryService } from '../modules/items/inventory/inventory.service';
import type { SessionService } from '../modules/account/auth/session.service';
import type { SettingsService } from '../modules/site/settings/settings.service';
import type { MoneyService } from '../modules/ledger/money/money.service';
import type { SettlementService } from '../modules/ledger/settlement/settlement.service';
import type { LeaderTask } from '../platform/leader/leader-tasks';
import type { Emitter } from '../realtime/emitter';
import type { ConnectionHandler } from '../realtime/io';
import type { FairnessChains } from './fairness/chain.service';
import type { RoundConsole } from './kernel';
import type { StakeGate } from './stakes';

/** What every game is built from: the platform and the modules games settle and stake through. */
export interface GameDeps {
  config: AppConfig;
  db: Database;
  emitter: Emitter;
  log: FastifyBaseLogger;
  inventory: InventoryService;
  settings: SettingsService;
  settlement: SettlementService;
  /**
   * The one writer of money, for a stake a game holds before it settles (a case-battle seat's cost
   * waits in `battle_stakes` until its battle ends or is cancelled): the same instance settlement uses,
   * so one transaction books every house side in one step.
   */
  money: MoneyService;
  fairness: FairnessChains;
  /** The responsible-gambling gate every stake passes (docs/money/settlement.md "Responsible-gambling gate"). */
  stakeGate: StakeGate;
}

/** What the app needs at its sockets: the session lookup of a signed-in socket's requests. */
export interface GameSocketDeps {
  sessions: SessionService;
}

/** What the operator console reads and does on a game (docs/operations/console.md "Games"). */
export interface GameConsole {
  /** The limits in force, by name (cents, ms, counts), from the configuration the game was built with. */
  limits: Record<string, number>;
  /** A game played in rounds: its round browser and void (built by the kernel's `roundConsole`). */
  rounds?: RoundConsole;
}

/** A game built for this process: its services and how the app reaches them. */
export interface BuiltGame<S extends object> {
  id: Game;
  /** The game's services, merged into the app's services under their own names (`crashRounds` …). */
  services: S;
  /** Registers the game's HTTP routes (`/api/<game>/…`, its admin void) on the app's scope. */
  routes(scope: FastifyInstance): Promise<void>;
  /** The game's socket entry points, in the order they are registered on each connection. */
  sockets(deps: GameSocketDeps): ConnectionHandler[];
  /** The leader-only timer that drives its rounds, or none (a game played on demand, or switched off). */
  leaderTask(): LeaderTask | undefined;
  /** The console's view of it: limits, and for a round game its rounds and void. */
  console: GameConsole;
}

/**
 * The profile history's view of a game's settled bets (docs/community/profiles.md "Bet history"):
 * what the game adds to each row (the crash cash-out, the wheel colour, the case's name), read from
 * the game's own tables by the wagers' bet ids (`wagers.bet_ref`). One query per game on a page.
 */
export type GameHistoryDetails = (db: Executor, betIds: number[]) => Promise<Map<number, string>>;

/**
 * One game, as the server knows it (docs/architecture/adding-a-game.md "Steps"): the id of its line
 * in the shared game registry (its result account comes from there), its history presenter, and how
 * it is built. games/registry.ts lists every descriptor; the app reads nothing else about games.
 */
export interface GameDescriptor<S extends object> {
  id: Game;
  /** Its history rows' detail; absent when the stake and payout say it all (the jackpot). */
  historyDetails?: GameHistoryDetails;
  /**
   * The house edge it publishes, in basis points of the stake, for a wager recorded with
   * `multiplier` (hundredths); null when it has none (referral earnings and the GGR report read it).
   */
  houseEdge(config: AppConfig, multiplier: number | null): number | null;
  create(deps: GameDeps): BuiltGame<S>;
}

/**
 * A descriptor, typed by the services it builds (the registry merges them by name) and by its id
 * (the registry checks that every game of the shared registry has one).
 */
export function defineGame<S extends object, const Id extends Game>(
  descriptor: GameDescriptor<S> & { id: Id },
): GameDescriptor<S> & { id: Id } {
  return descriptor;
}

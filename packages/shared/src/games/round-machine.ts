/**
 * The lifecycle every round game (crash, jackpot, wheel) shares, as pure data
 * (docs/architecture/round-kernel.md "Round kernel"): its phases, the one it starts in, the moves
 * allowed between them, the phases it ends in, and from which phases an operator may void it. The
 * server's round kernel asks the machine before every phase change and only then runs the change as
 * a conditional UPDATE — the machine says whether a move exists at all, the SQL guard (stored
 * phase, database clock) whether it may happen now.
 *
 * Every game has a `voided` phase: a round voided before its outcome exists refunds every stake
 * and still reveals its secret (docs/architecture/round-kernel.md "Voids").
 */
export const VOIDED = 'voided';

export interface RoundMachine<P extends string> {
  /** The game's name (errors, the chain, the audit), e.g. `crash`. */
  readonly game: string;
  /** Every phase, in lifecycle order (the keys of `transitions`). */
  readonly phases: readonly P[];
  /** The phase a round is created in. */
  readonly initial: P;
  /** For each phase, the phases it may move to (none for a terminal phase). */
  readonly transitions: Readonly<Record<P, readonly P[]>>;
  /** Phases a round never leaves: it is over, and the next round may open. */
  readonly terminal: readonly P[];
  /** Terminal phases that carry an outcome (all but `voided`): what the history lists. */
  readonly completed: readonly P[];
  /** Phases from which `voided` is allowed (the game adds its own clock guard for "no outcome yet"). */
  readonly voidable: readonly P[];
  /** Phases in which the round's secret is public (its outcome is fixed and shown, or it was voided). */
  readonly secretPublicIn: readonly P[];
}

/**
 * Builds a machine from its transitions; the terminal, completed and voidable phases follow from
 * them, so there is one place to read a rule. Throws on a malformed table (a move to an unknown
 * phase, no `voided`, a terminal initial phase) — at module load, not in a round.
 */
export function defineRoundMachine<P extends string>(spec: {
  game: string;
  initial: P;
  transitions: Readonly<Record<P, readonly P[]>>;
  secretPublicIn: readonly P[];
}): RoundMachine<P> {
  const phases = Object.keys(spec.transitions) as P[];
  const known = (phase: string): phase is P => (phases as string[]).includes(phase);
  const problem = (text: string) => new Error(`${spec.game} machine: ${text}`);
  if (!known(VOIDED)) throw problem(`has no '${VOIDED}' phase`);
  if (spec.transitions[VOIDED as P].length > 0) throw problem(`'${VOIDED}' must be terminal`);
  for (const phase of phases) {
    for (const to of spec.transitions[phase]) if (!known(to)) throw problem(`${phase} → unknown phase ${to}`);
  }
  for (const phase of spec.secretPublicIn) if (!known(phase)) throw problem(`unknown phase ${phase}`);
  const terminal = phases.filter((phase) => spec.transitions[phase].length === 0);
  if (terminal.includes(spec.initial)) throw problem(`the initial phase ${spec.initial} is terminal`);
  return {
    game: spec.game,
    phases,
    initial: spec.initial,
    transitions: spec.transitions,
    terminal,
    completed: terminal.filter((phase) => phase !== VOIDED),
    voidable: phases.filter((phase) => spec.transitions[phase].includes(VOIDED as P)),
    secretPublicIn: spec.secretPublicIn,
  };
}

/** Whether the machine has a move `from → to`. */
export function canTransition<P extends string>(machine: RoundMachine<P>, from: P, to: P): boolean {
  return machine.transitions[from]?.includes(to) ?? false;
}

/** An illegal phase change: a bug in the caller, never a user's error. */
export class IllegalTransitionError extends Error {
  constructor(
    readonly game: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(`${game} round: no transition ${from} → ${to}`);
    this.name = 'IllegalTransitionError';
  }
}

/** Throws IllegalTransitionError unless the machine has a move `from → to`. */
export function assertTransition<P extends string>(machine: RoundMachine<P>, from: P, to: P): void {
  if (!canTransition(machine, from, to)) throw new IllegalTransitionError(machine.game, from, to);
}

/** Whether a round in `phase` is over (crashed, finished or voided). */
export function isTerminal<P extends string>(machine: RoundMachine<P>, phase: P): boolean {
  return machine.terminal.includes(phase);
}

/** Whether the machine lets a round in `phase` be voided (before the game's own clock guard). */
export function isVoidable<P extends string>(machine: RoundMachine<P>, phase: P): boolean {
  return machine.voidable.includes(phase);
}

/** Whether a round in `phase` shows its secret. */
export function isSecretPublic<P extends string>(machine: RoundMachine<P>, phase: P): boolean {
  return machine.secretPublicIn.includes(phase);
}

/** The phases of a round in play: nothing of it is settled, and no new round may open beside it. */
export function unfinishedPhases<P extends string>(machine: RoundMachine<P>): P[] {
  return machine.phases.filter((phase) => !machine.terminal.includes(phase));
}

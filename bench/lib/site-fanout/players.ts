import { ensureSkins, post, signIn, type Player } from '../players';

type Catalog = Array<{ id: number; price: number }>;

/**
 * The demo players who keep the site busy during our windows. A demo account starts with $100 and
 * a few skins; whoever runs short (of money to buy stakes, or to open cases) gives way to a fresh
 * account between windows, so that a long run never stalls on an empty wallet.
 */
export class PlayerPool {
  private next = 0;
  readonly players: Player[] = [];

  constructor(
    readonly url: string,
    /** Demo account names are `<prefix>-0`, `<prefix>-1`, … */
    private readonly prefix: string,
  ) {}

  /** Signs in players until the pool has `count`. */
  async fill(count: number): Promise<this> {
    while (this.players.length < count) this.players.push(await this.fresh());
    return this;
  }

  /** A new demo account, never used before. */
  async fresh(): Promise<Player> {
    const name = `${this.prefix}-${this.next++}`;
    return { name, token: await signIn(this.url, name), skins: [] };
  }

  /**
   * Each player ends up with at least `needed` stakeable skins worth `minCents` or more, bought
   * from `catalog` (the cheap end of the storehouse); one who cannot pay for them gives way to a
   * fresh account.
   */
  async stockSkins(needed: number, catalog: Catalog, minCents: number): Promise<void> {
    for (const [index, player] of this.players.entries()) {
      try {
        await ensureSkins(this.url, player, needed, catalog, minCents);
      } catch (error) {
        if (!String(error).includes('insufficient_funds')) throw error;
        const replacement = await this.fresh();
        await ensureSkins(this.url, replacement, needed, catalog, minCents);
        this.players[index] = replacement;
      }
    }
  }
}

/** A case opener with what the bench knows of their balance (each opening's answer tells it). */
export interface Opener {
  name: string;
  token: string;
  balanceCents: number;
}

/** Case openers, taken in turns: each opening goes to the next one who can still pay for the case. */
export class OpenerPool {
  readonly openers: Opener[] = [];
  private turn = 0;

  constructor(private readonly pool: PlayerPool) {}

  /** Reads every opener's balance, then signs fresh ones in until the pool can pay for `openings` cases. */
  async fund(openings: number, priceCents: number): Promise<void> {
    for (const opener of this.openers) opener.balanceCents = await this.balanceCents(opener.token);
    const affordable = () =>
      this.openers.reduce((sum, opener) => sum + Math.floor(opener.balanceCents / priceCents), 0);
    while (affordable() < openings) {
      const { name, token } = await this.pool.fresh();
      const balanceCents = await this.balanceCents(token);
      if (balanceCents < priceCents) {
        throw new Error(`a fresh demo account (${balanceCents / 100}) cannot pay for the case (${priceCents / 100})`);
      }
      this.openers.push({ name, token, balanceCents });
    }
  }

  /** The next opener who can pay `priceCents`, or undefined when none can. */
  take(priceCents: number): Opener | undefined {
    for (let tried = 0; tried < this.openers.length; tried++) {
      const opener = this.openers[this.turn++ % this.openers.length]!;
      if (opener.balanceCents >= priceCents) return opener;
    }
    return undefined;
  }

  private async balanceCents(token: string): Promise<number> {
    const { balance } = await post<{ balance: number }>(this.pool.url, '/api/user/getBalance', {}, token);
    return Math.round(balance * 100);
  }
}

/**
 * How far behind the primary a streaming replica is, in time, from WAL positions (decision 0050).
 * `pg_last_xact_replay_timestamp()` alone misleads: on a primary with no writes it grows without the replica
 * being behind at all. So every check samples the primary's `pg_current_wal_lsn()` with the instant it was
 * read; the replica is at most `now − t` behind, where t is the newest sample its `pg_last_wal_replay_lsn()`
 * has reached. Caught up with the primary's current position: no lag. Behind even the oldest sample: unknown
 * (treated as too far behind).
 */
export interface WalSample {
  at: number;
  lsn: bigint;
}

/** A `pg_lsn` as text ("16/B374D848") → its 64-bit position. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/.exec(text);
  if (!match) throw new Error(`posição de WAL inválida: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export class ReplicaLag {
  private samples: WalSample[] = [];

  /** `keepMs`: how much history to keep (a few times the largest lag that matters). */
  constructor(private readonly keepMs: number) {}

  /** Records the primary's position read at `at` and returns the replica's lag in ms, or null when unknown. */
  measure(at: number, primaryLsn: bigint, replayLsn: bigint | null): number | null {
    this.samples.push({ at, lsn: primaryLsn });
    // Oldest first; keep the newest one older than the window too, the bound for a lag just over it.
    while (this.samples.length > 2 && this.samples[1]!.at < at - this.keepMs) this.samples.shift();
    if (replayLsn === null) return null;
    if (replayLsn >= primaryLsn) return 0;
    for (let i = this.samples.length - 1; i >= 0; i--) {
      const sample = this.samples[i]!;
      if (sample.lsn <= replayLsn) return at - sample.at;
    }
    return null;
  }
}

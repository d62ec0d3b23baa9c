// Our server against a bare one, round by round: how api-vs-bare and uncached-reads measure and print (one place).

/** The middle value (the lower of the two middles for an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
/** a ÷ b to two decimals. */
export const ratio = (a, b) => Math.round((a / b) * 100) / 100;

/**
 * `rounds` pairs of measurements, ours and the bare server's back to back, alternating which goes first: the second
 * side of a pair finds the people's rows warm in PostgreSQL's cache (and after a restart the first side warmed
 * it), so ours-first rounds read low and bare-first ones high. Each round is printed on stderr as it ends (a full
 * run takes minutes on a busy machine). `ours` and `bare` measure once and resolve to `{ rps, p99 }`.
 */
export async function pairedRounds({ rounds, label, ours, bare }) {
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    let our, base;
    if (round % 2 === 0) {
      our = await ours();
      base = await bare();
    } else {
      base = await bare();
      our = await ours();
    }
    // A p99 under a millisecond reads as 0: counted as 1 ms so the ratio stays finite.
    runs.push({ ours: our, base, rps: our.rps / base.rps, p99: our.p99 / Math.max(base.p99, 1) });
    process.stderr.write(
      `  · ${label}: ${Math.round(our.rps)} ÷ ${Math.round(base.rps)} req/s, p99 ${our.p99} ÷ ${base.p99} ms\n`,
    );
  }
  return runs;
}

/** The medians of the rounds: of the ratios, and of each side's own figures. */
export function roundMedians(runs) {
  const pick = (f) => median(runs.map(f));
  return {
    rps: pick((r) => r.rps),
    p99: pick((r) => r.p99),
    oursRps: pick((r) => r.ours.rps),
    baseRps: pick((r) => r.base.rps),
    oursP99: pick((r) => r.ours.p99),
    baseP99: pick((r) => r.base.p99),
    rounds: runs.map((r) => ratio(r.rps, 1)).join(' '),
  };
}

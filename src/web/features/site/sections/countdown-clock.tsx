import type { CountdownText } from '@/contracts/site';

interface CountdownClockProps {
  countdown: CountdownText;
  /** `boxes` for the sections, `inline` for the banner. */
  look: 'boxes' | 'inline';
  /** Dark backgrounds. */
  onDark?: boolean;
}

/**
 * The launch countdown (refreshes every second via the OfferProvider). A
 * `timer` role is not announced on every tick; keyboard and screen-reader
 * users reach the boxed clock with Tab and hear the whole remaining time.
 */
export function CountdownClock({ countdown, look, onDark = false }: CountdownClockProps) {
  const label = `Tempo restante da oferta de lançamento: ${countdown.spoken}`;
  if (look === 'inline') {
    return (
      <span role="timer" aria-label={label} className="font-mono font-bold tabular-nums">
        <span aria-hidden="true">
          {countdown.days}d {countdown.hours}:{countdown.minutes}:{countdown.seconds}
        </span>
      </span>
    );
  }
  const units: Array<[string, string]> = [
    [countdown.days, 'dias'],
    [countdown.hours, 'horas'],
    [countdown.minutes, 'min'],
    [countdown.seconds, 'seg'],
  ];
  return (
    <div
      role="timer"
      tabIndex={0}
      aria-label={label}
      className={`inline-flex gap-2 rounded-2xl sm:gap-3 focus-visible:outline-2 focus-visible:outline-offset-4 ${onDark ? 'focus-visible:outline-white' : 'focus-visible:outline-brand-700'}`}
    >
      {units.map(([value, unit]) => (
        <span
          key={unit}
          aria-hidden="true"
          className={`flex w-16 flex-col items-center rounded-xl py-2 sm:w-20 sm:py-3 ${onDark ? 'bg-white/10 text-white' : 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-200'}`}
        >
          <span className="font-mono text-2xl font-bold tabular-nums sm:text-3xl">{value}</span>
          <span className={`text-xs font-medium uppercase ${onDark ? 'text-slate-300' : 'text-slate-600'}`}>
            {unit}
          </span>
        </span>
      ))}
    </div>
  );
}

import { Pause, Play, Star } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ROTATING_BADGES } from '../content/marketing';
import { useLiveFacts } from '../live-facts';
import { ratingLine } from '../rating-line';

/** Decision 0029: a new item every 8 s, 300 ms fade out and in. */
const ROTATE_MS = 8_000;
const FADE_MS = 300;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The rotating trust badge, fixed at the bottom left on large screens only.
 * It stands still for people who ask their system for reduced motion, while
 * the pointer or keyboard focus is on it, and after its pause button (WCAG
 * 2.2.2: moving content that lasts more than 5 s can be paused).
 */
export function TrustRotator() {
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    // The pre-rendered page shows the pause button; it goes away for those who asked for reduced motion.
    () => false,
  );
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const still = reducedMotion || paused || hovered;
  const { ratings } = useLiveFacts();
  const badges = ratings ? [{ icon: Star, ...ratingLine(ratings) }, ...ROTATING_BADGES] : ROTATING_BADGES;

  useEffect(() => {
    if (still) return;
    let fade: ReturnType<typeof setTimeout>;
    const rotate = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => i + 1);
        setVisible(true);
      }, FADE_MS);
    }, ROTATE_MS);
    return () => {
      clearInterval(rotate);
      clearTimeout(fade);
      setVisible(true);
    };
  }, [still]);

  const item = badges[index % badges.length]!;
  const Icon = item.icon;
  return (
    <aside
      aria-label="Por que confiar no Nutri"
      className="fixed bottom-6 left-6 z-30 hidden w-72 items-center gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 lg:flex"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div
        className={`flex flex-1 items-center gap-3 transition-opacity duration-300 ${visible ? 'opacity-100' : 'opacity-0'}`}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <p className="text-sm">
          <span className="block font-semibold text-slate-900">{item.title}</span>
          <span className="text-slate-600">{item.text}</span>
        </p>
      </div>
      {reducedMotion ? null : (
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Continuar a troca de destaques' : 'Pausar a troca de destaques'}
          className="flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          {paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
        </button>
      )}
    </aside>
  );
}

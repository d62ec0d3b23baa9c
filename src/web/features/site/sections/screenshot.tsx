import { shot, type ShotName } from '../images/shots';

interface ScreenshotProps {
  name: ShotName;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser fetches the smallest file that fits. */
  sizes: string;
  className?: string;
  /**
   * The hero's picture loads at once; the rest wait until they are near the screen. Not `fetchpriority=high`:
   * on a phone the hero picture sits below the fold, and the text above it is what paints first.
   */
  priority?: boolean;
}

/** A real screenshot of Nutri, as AVIF with a WebP fallback, with its size reserved (no layout shift). */
export function Screenshot({ name, sizes, className, priority = false }: ScreenshotProps) {
  const s = shot(name);
  return (
    <picture>
      <source type="image/avif" srcSet={s.avif} sizes={sizes} />
      <source type="image/webp" srcSet={s.webp} sizes={sizes} />
      <img
        src={s.fallback}
        alt={s.alt}
        width={s.width}
        height={s.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={`h-auto w-full ${className ?? ''}`}
      />
    </picture>
  );
}

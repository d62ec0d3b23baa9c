import shots from './shots.json';

/**
 * Screenshots of Nutri's own screens, written by scripts/screenshots.mjs
 * (re-run it when the screens change). Vite hashes each file, so they are
 * cached for good; the same URLs come out of the pre-rendering build.
 */
export type ShotName = keyof typeof shots;

const files = import.meta.glob<string>('./*.{avif,webp}', { eager: true, query: '?url', import: 'default' });

/** What each picture shows, for people who cannot see it. */
const ALT: Record<ShotName, string> = {
  celular:
    'Tela inicial do Nutri no celular: saudação e o diário de hoje, com proteína, carboidratos e gorduras contra a meta e os alimentos do café da manhã.',
  painel:
    'Página inicial do Nutri no computador: menu lateral, dias restantes do teste e o diário de hoje, com os macronutrientes contra a meta e as refeições registradas.',
  chat: 'Tela do chat com a nutricionista virtual no Nutri.',
  historico: 'Tela do histórico de refeições no Nutri.',
  metas:
    'Tela de configuração de metas do Nutri: objetivo, nível de atividade física, sexo, data de nascimento, altura, peso e refeições por dia.',
};

export interface Shot {
  alt: string;
  width: number;
  height: number;
  avif: string;
  webp: string;
  /** Smallest WebP, the `<img>` fallback. */
  fallback: string;
}

function srcset(name: ShotName, ext: 'avif' | 'webp'): string {
  return shots[name].widths.map((w) => `${url(`./${name}-${w}.${ext}`)} ${w}w`).join(', ');
}

function url(file: string): string {
  const found = files[file];
  if (!found) throw new Error(`imagem ausente: ${file} (rode node scripts/screenshots.mjs)`);
  return found;
}

export function shot(name: ShotName): Shot {
  const { width, height, widths } = shots[name];
  return {
    alt: ALT[name],
    width,
    height,
    avif: srcset(name, 'avif'),
    webp: srcset(name, 'webp'),
    fallback: url(`./${name}-${widths[0]}.webp`),
  };
}

/** The largest WebP of a shot (the Open Graph picture). */
export function largestWebp(name: ShotName): string {
  return url(`./${name}-${Math.max(...shots[name].widths)}.webp`);
}

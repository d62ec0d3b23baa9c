import { z } from 'zod';
import { analysisItemSchema, analysisSchema, MEAL_TEXT_MAX_LENGTH } from './analysis';
import { safeText } from './safe-text';

/** Upload limits, shared so the web app can refuse early with the server's own words. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_MEGAPIXELS = 40;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const photoMessages = {
  tooBig: 'A foto pode ter no máximo 15 MB. Envie uma foto menor.',
  tooManyPixels: 'A foto tem resolução grande demais (máximo de 40 megapixels). Envie uma foto menor.',
  missing: 'Escolha uma foto do prato.',
  heic:
    'Fotos HEIC (o formato do iPhone) ainda não são aceitas. Envie em JPEG: no iPhone, em Ajustes › Câmera › ' +
    'Formatos, escolha “Mais compatível” — ou tire a foto pela câmera do Nutri, que já envia em JPEG.',
  gif: 'GIFs não são aceitos. Envie uma foto em JPEG, PNG ou WebP.',
  svg: 'Arquivos SVG não são aceitos. Envie uma foto em JPEG, PNG ou WebP.',
  notImage: 'Esse arquivo não é uma foto que possamos ler. Envie uma imagem em JPEG, PNG ou WebP.',
  corrupt: 'A foto parece estar corrompida ou incompleta. Tire a foto de novo ou escolha outro arquivo.',
  storageUnavailable: 'Não conseguimos guardar ou abrir a foto agora. Tente de novo em instantes.',
  tooManyUploads: 'Você enviou muitas fotos em pouco tempo. Aguarde alguns minutos e tente de novo.',
  /** The fair-use limit on photo analyses; `limit` is the configured number, `wait` e.g. "em 3 horas". */
  dailyLimit: (limit: number, wait: string) =>
    `Você chegou ao limite de ${limit.toLocaleString('pt-BR')} análises de foto em 24 horas. ` +
    `Tente de novo ${wait} — enquanto isso, descreva a refeição em texto.`,
} as const;

/** Why the photo analysis came back without items (shown above the description box). */
export const photoNotices = {
  /** Said to the person, never about servers: the operator learns it from the start-up log and the README. */
  noModel: 'Sua foto ficou guardada com a refeição. Descreva o prato em poucas palavras e eu calculo para você.',
  unavailable:
    'Não conseguimos falar com o modelo de reconhecimento agora. Sua foto foi guardada: descreva o prato abaixo.',
  timeout: 'O reconhecimento da foto demorou demais. Sua foto foi guardada: descreva o prato abaixo.',
  invalidReply:
    'O modelo de reconhecimento respondeu algo que não conseguimos entender. Sua foto foi guardada: descreva o prato abaixo.',
  noFood: 'Não encontramos alimentos na foto. Descreva o prato abaixo.',
} as const;

export const photoHintSchema = safeText(
  z.string().trim().max(MEAL_TEXT_MAX_LENGTH, { error: 'A descrição pode ter no máximo 2.000 caracteres' }),
  'A descrição',
)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const hiddenFatQuestionText = (foods: readonly string[]) =>
  `${joinNames(foods)} ${foods.length > 1 ? 'costumam' : 'costuma'} levar óleo, manteiga ou molho que a foto não mostra. ` +
  'Se foi o caso, adicione à refeição.';

function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
}

export const photoQuestionSchema = z.object({
  kind: z.literal('hidden_fat'),
  text: z.string(),
  /** Indexes into `items` the question is about. */
  itemIndexes: z.array(z.number().int().min(0)),
  /** One tap adds this catalog item (e.g. 1 colher de sopa de óleo de soja). */
  suggestion: analysisItemSchema.nullable(),
});
export type PhotoQuestion = z.infer<typeof photoQuestionSchema>;

/**
 * GET /api/analysis/photo: whether this server recognises foods on a photo. Without a vision model the screen
 * offers to attach the photo to the meal (and asks for a description) instead of a photo analysis that cannot
 * happen.
 */
export const photoRecognitionSchema = z.object({ recognizes: z.boolean() });
export type PhotoRecognition = z.infer<typeof photoRecognitionSchema>;

/** POST /api/analysis/photo → `Analysis & { photoId, model }` (shared/API.md) plus what the screen needs. */
export const photoAnalysisSchema = analysisSchema.extend({
  photoId: z.uuid(),
  /** The vision model that named the foods; null when none is configured. */
  model: z.string().nullable(),
  /** True when the person should describe the plate in words (no model, or it could not help). */
  needsDescription: z.boolean(),
  /** Why there are no items, in pt-BR (see photoNotices); null when the model answered. */
  notice: z.string().nullable(),
  questions: z.array(photoQuestionSchema),
  /** The same image, model and prompt were answered before: no model call was made. */
  cached: z.boolean(),
});
export type PhotoAnalysis = z.infer<typeof photoAnalysisSchema>;

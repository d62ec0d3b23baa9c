import { z } from 'zod';
import { foodSourceSchema, nutrientsSchema } from './foods';
import { MEAL_SLOTS, mealSchema } from './meals';
import { safeText } from './safe-text';

/** Longer messages are refused with 400 (decision 0016): a question fits in far less, and it bounds model cost. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages per person per window (CHAT_RATE_LIMIT, CHAT_RATE_WINDOW_MINUTES). */
export const CHAT_DEFAULT_RATE_LIMIT = 60;
export const CHAT_DEFAULT_RATE_WINDOW_MINUTES = 60;

export const chatMessages = {
  empty: 'Escreva uma mensagem',
  tooLong: `A mensagem pode ter no máximo ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('pt-BR')} caracteres`,
  rateLimited: (wait: string) => `Você enviou muitas mensagens em pouco tempo. Tente novamente ${wait}.`,
  unavailable: 'A nutricionista virtual não conseguiu responder agora. Sua mensagem foi guardada: tente de novo.',
  timeout: 'A resposta demorou demais. Sua mensagem foi guardada: tente de novo.',
  alreadyAnswered: 'Essa mensagem já foi respondida.',
  actionDone: 'Esta refeição já foi registrada.',
  actionDoneOther: 'Isso já foi registrado.',
  /** The specification's legal stance, shown on the chat screen. */
  disclaimer:
    'A nutricionista virtual é uma inteligência artificial: pode cometer erros, tem caráter educativo e não substitui um nutricionista, médico ou outro profissional de saúde. Consulte um profissional antes de mudanças significativas na alimentação.',
  /**
   * The same stance for the built-in assistant, which is no language model (issue #26 item 6: the banner
   * said "inteligência artificial" while the badge said "sem modelo de IA externo").
   */
  disclaimerOffline:
    'A nutricionista virtual é um assistente automático, sem modelo de IA: responde com a tabela TACO e os seus registros, pode cometer erros, tem caráter educativo e não substitui um nutricionista, médico ou outro profissional de saúde. Consulte um profissional antes de mudanças significativas na alimentação.',
};

export const CHAT_SUGGESTIONS = [
  'Quanto ainda posso comer hoje?',
  'Quantas calorias tem 2 ovos cozidos?',
  'Tapioca ou pão integral?',
  'Como estou na semana?',
  'Me sugira um lanche com 20 g de proteína e até 300 kcal',
  'Comi um pão francês com manteiga no café',
  'Como funciona o teste grátis?',
] as const;

export const chatMessageInputSchema = z.object({
  text: safeText(
    z
      .string({ error: chatMessages.empty })
      .trim()
      .min(1, { error: chatMessages.empty })
      .max(CHAT_MESSAGE_MAX_LENGTH, { error: chatMessages.tooLong }),
    'A mensagem',
  ),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const chatHistoryQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, { error: 'Cursor inválido' })
    .optional(),
});

export const proposedMealSchema = z.object({
  slot: z.enum(MEAL_SLOTS),
  eatenAt: z.string(),
  items: z.array(
    z.object({
      foodId: z.string(),
      foodName: z.string(),
      quantity: z.number(),
      unit: z.string(),
      grams: z.number(),
      energyKcal: z.number().nullable(),
      // Absent on actions proposed before the source was kept.
      foodSource: foodSourceSchema.optional(),
    }),
  ),
  totals: nutrientsSchema,
  unmatched: z.array(z.string()),
});

const actionCommon = { id: z.string(), label: z.string(), status: z.enum(['pending', 'confirmed']) };

/** A proposal of the assistant, logged only when the person confirms it: a meal, water or a weight. */
export const chatActionSchema = z.discriminatedUnion('kind', [
  z.object({ ...actionCommon, kind: z.literal('log_meal'), mealId: z.string().nullable(), meal: proposedMealSchema }),
  z.object({ ...actionCommon, kind: z.literal('log_water'), water: z.object({ ml: z.number(), at: z.string() }) }),
  z.object({
    ...actionCommon,
    kind: z.literal('log_weight'),
    weight: z.object({ weightKg: z.number(), date: z.string() }),
  }),
]);
export type ChatAction = z.infer<typeof chatActionSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  actions: z.array(chatActionSchema),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatModeSchema = z.enum(['offline', 'model']);
export type ChatMode = z.infer<typeof chatModeSchema>;

/** GET /api/chat/messages: a page of the conversation, oldest first; `nextCursor` fetches older messages. */
export const chatHistorySchema = z.object({
  items: z.array(chatMessageSchema),
  nextCursor: z.string().nullable(),
  mode: chatModeSchema,
});
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** POST /api/chat/messages (JSON form): the reply, and the stored message it answers. */
export const chatReplySchema = z.object({
  reply: z.object({ id: z.string(), text: z.string(), actions: z.array(chatActionSchema) }),
  message: chatMessageSchema,
});
export type ChatReply = z.infer<typeof chatReplySchema>;

/** Server-sent events of the streamed form, in order: message, delta*, then reply or error. */
export const chatStreamEvents = {
  message: chatMessageSchema,
  delta: z.object({ text: z.string() }),
  reply: chatReplySchema.shape.reply,
  /** `messageId`: the stored message to retry (POST /api/chat/messages/:id/retry). */
  error: z.object({ error: z.object({ code: z.string(), message: z.string(), messageId: z.string() }) }),
};

export const ACTION_LABELS = {
  log_meal: 'Registrar esta refeição',
  log_water: 'Registrar água',
  log_weight: 'Registrar peso',
} as const;

/** POST /api/chat/actions/:id/confirm: the action now confirmed, and the meal it logged when it logged one. */
export const chatActionConfirmedSchema = z.object({ action: chatActionSchema, meal: mealSchema.optional() });

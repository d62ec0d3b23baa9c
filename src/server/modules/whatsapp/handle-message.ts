import { healthConsentMessages } from '../../../contracts/health-consent';
import { hasHealthConsent } from '../health-consent/health-consent-repository';
import { eq, sql } from 'drizzle-orm';
import { premiumRequiredMessage } from '../../../contracts/billing';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, photoMessages, photoNotices } from '../../../contracts/photos';
import type { Inbound } from '../../../contracts/whatsapp';
import type { PremiumFeature } from '../../../domain/billing/entitlements';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { readMealReport } from '../../../domain/chat/meal-report';
import { readQuestion } from '../../../domain/chat/question-text';
import { proposedMeal, reportedInstant, type ProposalAnalysis } from '../../../domain/chat/reply-log-meal';
import { PLAN_PATH, planReply } from '../../../domain/meal-plan/plan-reply';
import type { MealSlot } from '../../../domain/meals/meal-slots';
import { readButton, readWhatsappText } from '../../../domain/whatsapp/read-message';
import * as reply from '../../../domain/whatsapp/replies';
import { WhatsappMediaRefused, WhatsappRejected } from '../../adapters/whatsapp/whatsapp-graph';
import { users, whatsappUnlinkedNotices } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { consume } from '../../http/rate-limiter';
import { entitlementsOf } from '../billing/require-entitlement';
import { insertMessage, saveReply as saveChatReply } from '../chat/chat-repository';
import { confirmAction } from '../chat/confirm-action';
import { acceptMessage, answerMessage } from '../chat/send-message';
import { analyzeMealText } from '../analysis/routes';
import { createPhotoAnalyzer } from '../photos/analyze-photo';
import { takeUpload } from '../photos/photo-limits';
import { findCurrentPlan } from '../meal-plans/meal-plan-repository';
import { getDayStats } from '../stats/get-day-stats';
import type { StoredReply } from './inbox';
import { findLinkByPhone, hashPhone, linkWithCode, setReminders, touchInbound } from './link-repository';
import type { WhatsappDeps } from './whatsapp-deps';

/** Wrong or right, 10 codes an hour per number: a code cannot be guessed by trying (decision 0032). */
const CODE_TRIES_PER_HOUR = 10;
/** What the chat stores as the engine of replies written by this channel. */
export const WHATSAPP_ENGINE = 'whatsapp.v1';

export function appLinks(appUrl: URL) {
  return {
    settings: new URL('/dashboard/settings#whatsapp', appUrl).toString(),
    dashboard: new URL('/dashboard', appUrl).toString(),
    analysis: new URL('/dashboard/analyze', appUrl).toString(),
    pricing: new URL('/dashboard/settings#assinatura', appUrl).toString(),
    privacy: new URL('/dashboard/settings#privacidade', appUrl).toString(),
    plan: new URL(PLAN_PATH, appUrl).toString(),
  };
}

/**
 * One received message → what to answer. Everything with a side effect
 * (linking, the chat, a logged meal) happens here, once per message id; the
 * caller stores the answer before sending it, so a failed send is retried
 * without doing any of it again. Throws only what is worth retrying (the
 * Graph API unreachable while downloading a photo, the database).
 */
export function createMessageHandler(deps: WhatsappDeps) {
  const analyzePhoto = createPhotoAnalyzer(deps);
  const links = appLinks(deps.appUrl);

  return async function handle(message: Inbound, now: Date): Promise<StoredReply> {
    const to = message.from;
    const answer = (userId: string | null, ...messages: reply.Outgoing[]): StoredReply => ({
      to,
      userId,
      messages,
      sent: 0,
    });
    const textKind = message.kind === 'text' && message.text ? readWhatsappText(message.text) : null;

    if (textKind?.kind === 'link') {
      try {
        await consume(
          deps.db,
          [{ key: `whatsapp:code:${hashPhone(to)}`, max: CODE_TRIES_PER_HOUR, windowMs: 3_600_000 }],
          now,
          () => new AppError(429, 'too_many_requests', 'too many codes'),
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 429) return answer(null, reply.tooManyCodes());
        throw error;
      }
      const outcome = await linkWithCode(deps.db, to, textKind.code, now);
      const userId =
        outcome === 'linked' || outcome === 'already_linked' ? (await findLinkByPhone(deps.db, to))?.userId : null;
      const texts = {
        linked: reply.linked,
        already_linked: reply.alreadyLinkedHere,
        linked_elsewhere: reply.linkedElsewhere,
        invalid_code: reply.codeInvalid,
      };
      return answer(userId ?? null, texts[outcome]());
    }

    const link = await findLinkByPhone(deps.db, to);
    if (!link)
      return (await firstNoticeToday(to, now)) ? answer(null, reply.unlinkedNotice(links.settings)) : answer(null);
    const userId = link.userId;
    await touchInbound(deps.db, userId, now);
    const [user] = await deps.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return answer(null);
    // Analysing, logging and asking the nutritionist process health data: not without the consent (decision 0046).
    // "parar", "hoje" and "ajuda" stay open.
    const processes =
      message.kind === 'button' ||
      message.kind === 'image' ||
      (textKind !== null && ['meal', 'other', 'plan'].includes(textKind.kind));
    if (processes && !(await hasHealthConsent(deps.db, userId))) {
      return answer(userId, reply.text(`${healthConsentMessages.refused} ${links.privacy}`));
    }

    if (message.kind === 'button' && message.buttonId) {
      const press = readButton(message.buttonId);
      if (press.kind === 'fix') return answer(userId, reply.fixInApp(links.analysis));
      if (press.kind === 'unknown') return answer(userId, reply.helpText());
      try {
        const { meal } = await confirmAction(deps, userId, press.actionId);
        // WhatsApp offers buttons for meals only (askNutritionist below); anything else was logged all the same.
        if (!meal) return answer(userId, reply.alreadyLogged());
        return answer(userId, reply.mealLogged(meal.slot, meal.totals.energyKcal, links.dashboard));
      } catch (error) {
        if (error instanceof AppError && error.status === 409) return answer(userId, reply.alreadyLogged());
        if (error instanceof AppError && error.status === 404) return answer(userId, reply.proposalGone());
        if (error instanceof AppError && error.status === 400) return answer(userId, reply.text(error.message));
        throw error;
      }
    }

    if (message.kind === 'image' && message.mediaId) {
      const refused = await missing('photo_analysis', userId, now);
      if (refused) return answer(userId, refused);
      return answer(userId, await photo(userId, message.mediaId, message.text, now));
    }

    if (!textKind) return answer(userId, reply.unsupportedMessage());
    switch (textKind.kind) {
      case 'stop':
        await setReminders(deps.db, userId, false);
        return answer(userId, reply.remindersOff());
      case 'today':
        return answer(userId, reply.daySummary(await getDayStats(deps.db, userId, localDate(now))));
      case 'help':
        return answer(userId, reply.helpText());
      case 'plan': {
        const refused = await missing('meal_plan', userId, now);
        if (refused) return answer(userId, refused);
        const stored = await findCurrentPlan(deps.db, userId);
        return answer(
          userId,
          reply.text(planReply(textKind.question, stored?.plan ?? null, localDate(now), links.plan)),
        );
      }
      case 'meal': {
        const analysis = await analyzeMealText(deps, userId, textKind.report.foodText);
        if (analysis.items.length === 0) return answer(userId, reply.nothingRecognised(textKind.report.foodText));
        const { slot, eatenAt } = reportedInstant(textKind.report.slot, textKind.report.yesterday, now);
        return answer(userId, await propose(userId, message.text ?? '', analysis, slot, eatenAt, null, now));
      }
      case 'other': {
        const refused = await missing('chat', userId, now);
        if (refused) return answer(userId, refused);
        return answer(userId, await askNutritionist(user, textKind.text));
      }
    }
  };

  /** The web's 402: the same entitlement, said with the paywall's sentence and where to subscribe. */
  async function missing(feature: PremiumFeature, userId: string, now: Date): Promise<reply.Outgoing | null> {
    const entitlements = await entitlementsOf(deps.db, userId, now);
    if (entitlements.features[feature]) return null;
    return reply.text(`${premiumRequiredMessage(feature)} ${links.pricing}`);
  }

  /** Unlinked numbers hear how to link at most once a São Paulo day (kept by the number's hash only). */
  async function firstNoticeToday(phone: string, now: Date): Promise<boolean> {
    const today = localDate(now);
    const rows = await deps.db
      .insert(whatsappUnlinkedNotices)
      .values({ phoneHash: hashPhone(phone), sentOn: today })
      .onConflictDoUpdate({
        target: whatsappUnlinkedNotices.phoneHash,
        set: { sentOn: today },
        setWhere: sql`${whatsappUnlinkedNotices.sentOn} <> ${today}`,
      })
      .returning({ sentOn: whatsappUnlinkedNotices.sentOn });
    return rows.length > 0;
  }

  /**
   * The analysis becomes a proposal of the virtual nutritionist (a chat action,
   * decision 0016): the exchange shows in the web chat too, and "Registrar" is
   * the chat's own confirm, which logs it once however often it is tapped.
   */
  async function propose(
    userId: string,
    said: string,
    analysis: ProposalAnalysis,
    slot: MealSlot,
    eatenAt: Date,
    photoId: string | null,
    now: Date,
  ): Promise<reply.Outgoing> {
    const meal = proposedMeal(analysis, slot, eatenAt, photoId);
    const outgoing = (actionId: string) => reply.mealProposalReply({ ...analysis, slot, eatenAt }, actionId, now);
    await insertMessage(deps.db, userId, { role: 'user', text: said || '(foto pelo WhatsApp)', engine: null, now });
    const saved = await saveChatReply(deps.db, userId, {
      // The chat shows the same text WhatsApp got (without the buttons, which the web draws itself).
      text: (outgoing('pending') as { text: string }).text,
      engine: WHATSAPP_ENGINE,
      actions: [{ kind: 'log_meal', meal }],
      now,
    });
    return outgoing(saved.actions[0]!.id);
  }

  async function photo(userId: string, mediaId: string, caption: string | null, now: Date): Promise<reply.Outgoing> {
    try {
      await takeUpload(deps.db, userId, now);
    } catch (error) {
      if (error instanceof AppError && error.status === 429) return reply.text(error.message);
      throw error;
    }
    const graph = deps.whatsapp!.graph;
    let media;
    try {
      media = await graph.downloadMedia(mediaId, { maxBytes: PHOTO_MAX_BYTES, types: PHOTO_ACCEPTED_TYPES });
    } catch (error) {
      if (error instanceof WhatsappMediaRefused)
        return reply.text(error.reason === 'too_big' ? photoMessages.tooBig : photoMessages.notImage);
      if (error instanceof WhatsappRejected)
        return reply.text('Não consegui baixar essa foto. Mande de novo, por favor.');
      throw error; // unavailable: the job tries again later
    }
    const report = caption ? readMealReport(readQuestion(caption)) : null;
    const hint = caption ? (report?.foodText ?? caption) : null;
    let analysis;
    try {
      analysis = await analyzePhoto(userId, media.bytes, hint);
    } catch (error) {
      // The image pipeline refuses what is not a photo (sniffed bytes, size, megapixels) with a pt-BR 4xx.
      if (error instanceof AppError && error.status < 500) return reply.text(error.message);
      throw error;
    }
    if (analysis.items.length === 0)
      // The app's "foto guardada com a refeição" is not true here, where no meal exists yet.
      return reply.describePlate(
        analysis.notice === photoNotices.noModel ? 'Ainda não consigo reconhecer o prato pela foto.' : analysis.notice,
      );
    const { slot, eatenAt } = reportedInstant(report?.slot ?? null, report?.yesterday ?? false, now);
    return propose(userId, caption ?? '', analysis, slot, eatenAt, analysis.photoId, now);
  }

  async function askNutritionist(
    user: { id: string; email: string; name: string },
    said: string,
  ): Promise<reply.Outgoing> {
    let stored;
    try {
      stored = await acceptMessage(deps, user.id, said);
    } catch (error) {
      if (error instanceof AppError && error.status === 429) return reply.text(error.message);
      throw error;
    }
    const result = await answerMessage(deps, user, stored, async () => undefined);
    if (!result.ok) return reply.text(result.message);
    const action = result.reply.actions.find(
      (a): a is Extract<typeof a, { kind: 'log_meal' }> => a.kind === 'log_meal' && a.status === 'pending',
    );
    if (!action) return reply.text(result.reply.text);
    return reply.withButtons(result.reply.text, [
      { id: `log:${action.id}`, title: reply.registerTitle(action.meal.slot) },
      reply.FIX_BUTTON,
    ]);
  }
}

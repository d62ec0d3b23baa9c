import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accessTokens,
  auditEvents,
  billingInvoices,
  billingNotifications,
  chatActions,
  chatMessages,
  consents,
  knownDevices,
  mealPlans,
  myFoods,
  notifications,
  photoAnalyses,
  photos,
  profiles,
  sessions,
  subscriptions,
  supportRequests,
  twoFactor,
  passkeys,
  pushSubscriptions,
  userSettings,
  users,
  waterIntakes,
  weights,
  weeklySuggestions,
  whatsappLinks,
} from '../../db/schema';
import { notFound } from '../../http/not-found';
import { deviceLabel } from '../../../domain/credentials/device-label';
import { exportedMealsJson, type ExportedMeal } from './export-repository';

export const EXPORT_FORMAT = 'nutri-export/1';

/**
 * Everything the database holds about one person (LGPD art. 18, II and V),
 * read table by table with the person's id; the meals, the bulk, as JSON text (export-repository.ts). Left out on purpose: the password
 * hash, session tokens, access-token hashes, the TOTP secret and recovery-code hashes (secrets that protect the account, not data about
 * the person).
 */
export async function collectAccountData(db: Database, userId: string, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('account');
  const mine = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const [
    consentRows,
    [profile],
    [settings],
    sessionRows,
    mealsJson,
    photoRows,
    analysisRows,
    waterRows,
    weightRows,
    notificationRows,
    [subscription],
    invoiceRows,
    billingEmailRows,
    supportRows,
    chatRows,
    chatActionRows,
    myFoodRows,
    accessTokenRows,
    [whatsappLink],
    deviceRows,
    [secondFactor],
    auditRows,
    passkeyRows,
    mealPlanRows,
    pushRows,
    suggestionRows,
  ] = await Promise.all([
    db.select().from(consents).where(mine(consents)),
    db.select().from(profiles).where(mine(profiles)),
    db.select().from(userSettings).where(mine(userSettings)),
    db.select().from(sessions).where(mine(sessions)).orderBy(asc(sessions.createdAt)),
    exportedMealsJson(db, userId),
    db.select().from(photos).where(mine(photos)).orderBy(asc(photos.createdAt)),
    db.select().from(photoAnalyses).where(mine(photoAnalyses)),
    db.select().from(waterIntakes).where(mine(waterIntakes)).orderBy(asc(waterIntakes.at)),
    db.select().from(weights).where(mine(weights)).orderBy(asc(weights.localDate)),
    db.select().from(notifications).where(mine(notifications)).orderBy(asc(notifications.createdAt)),
    db.select().from(subscriptions).where(mine(subscriptions)),
    db.select().from(billingInvoices).where(mine(billingInvoices)).orderBy(asc(billingInvoices.chargedAt)),
    db.select().from(billingNotifications).where(mine(billingNotifications)),
    db.select().from(supportRequests).where(mine(supportRequests)).orderBy(asc(supportRequests.createdAt)),
    db.select().from(chatMessages).where(mine(chatMessages)).orderBy(asc(chatMessages.seq)),
    db.select().from(chatActions).where(mine(chatActions)).orderBy(asc(chatActions.createdAt)),
    db.select().from(myFoods).where(mine(myFoods)).orderBy(asc(myFoods.createdAt)),
    db.select().from(accessTokens).where(mine(accessTokens)).orderBy(asc(accessTokens.createdAt)),
    db.select().from(whatsappLinks).where(mine(whatsappLinks)),
    db.select().from(knownDevices).where(mine(knownDevices)).orderBy(asc(knownDevices.createdAt)),
    db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(mine(twoFactor)),
    db
      .select({ kind: auditEvents.kind, at: auditEvents.at, detail: auditEvents.detail })
      .from(auditEvents)
      .where(mine(auditEvents))
      .orderBy(desc(auditEvents.at), desc(auditEvents.seq)),
    db.select().from(passkeys).where(mine(passkeys)).orderBy(asc(passkeys.createdAt)),
    db.select().from(mealPlans).where(mine(mealPlans)).orderBy(asc(mealPlans.createdAt)),
    db.select().from(pushSubscriptions).where(mine(pushSubscriptions)).orderBy(asc(pushSubscriptions.createdAt)),
    db.select().from(weeklySuggestions).where(mine(weeklySuggestions)).orderBy(asc(weeklySuggestions.weekStart)),
  ]);
  const { passwordHash, ...account } = user;
  const data = {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: { ...account, hasPassword: passwordHash !== null },
    consents: consentRows.map(({ userId: _, ...row }) => row),
    profile: profile ? omitUser(profile) : null,
    settings: settings ? omitUser(settings) : null,
    sessions: sessionRows.map((s) => ({
      device: deviceLabel(s.userAgent),
      userAgent: s.userAgent,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      expiresAt: s.expiresAt,
    })),
    /** Filled in by the caller: written into the JSON as PostgreSQL wrote it, or parsed for the ZIP. */
    meals: [] as ExportedMeal[],
    photos: photoRows.map(omitUser),
    photoAnalyses: analysisRows.map(omitUser),
    water: waterRows.map(omitUser),
    weights: weightRows.map(omitUser),
    notifications: notificationRows.map(omitUser),
    subscription: subscription ? omitUser(subscription) : null,
    invoices: invoiceRows.map(omitUser),
    billingEmails: billingEmailRows.map(omitUser),
    supportRequests: supportRows.map(omitUser),
    chat: { messages: chatRows.map(omitUser), actions: chatActionRows.map(omitUser) },
    /** "Meus alimentos": figures per 100 g (null = not on the label), the portion, a recipe's items. */
    myFoods: myFoodRows.map(omitUser),
    /** Tokens for AI assistants (decision 0033): name, access and use, never the token or its hash. */
    accessTokens: accessTokenRows.map(({ id, name, scope, preview, createdAt, lastUsedAt }) => ({
      id,
      name,
      scope,
      preview,
      createdAt,
      lastUsedAt,
    })),
    /** Browsers the account signed in from (decision 0042); never the device cookie or its hash. */
    devices: deviceRows.map((d) => ({
      device: deviceLabel(d.userAgent),
      userAgent: d.userAgent,
      createdAt: d.createdAt,
      lastSeenAt: d.lastSeenAt,
      rememberedUntil: d.trustedUntil,
    })),
    /** Whether two-factor sign-in is on, and since when; never the secret nor the recovery codes. */
    twoFactor: { enabled: Boolean(secondFactor?.enabledAt), enabledAt: secondFactor?.enabledAt ?? null },
    /** Passkeys (decision 0052): name, when added and last used; not the key, its id or the account's user handle. */
    passkeys: passkeyRows.map(({ name, createdAt, lastUsedAt, backedUp, transports }) => ({
      name,
      createdAt,
      lastUsedAt,
      synced: backedUp,
      transports,
    })),
    /** The linked WhatsApp number and its reminder choice (decision 0032); the messages themselves are in `chat`. */
    whatsapp: whatsappLink ? omitUser(whatsappLink) : null,
    /** "Atividade da conta" (decision 0046): sign-ins, exports, tokens, consents, two-factor changes. */
    auditLog: auditRows,
    /** Meal plans (decision 0048): each week, its preferences and the shopping list lines ticked. */
    mealPlans: mealPlanRows.map(omitUser),
    /**
     * Devices that get push notifications (decisions 0049, 0056): the name, when added and last notified, and the
     * push service's host only; never the endpoint (a capability URL) nor the encryption keys.
     */
    pushDevices: pushRows.map((row) => ({
      deviceName: row.deviceName,
      createdAt: row.createdAt,
      lastSentAt: row.lastSentAt,
      service: new URL(row.endpoint).host,
    })),
    /** "Sua semana"'s suggestion per week as sent and shown, and who wrote it: the model or the rules (decision 0067). */
    weeklySuggestions: suggestionRows.map((row) => ({
      week: row.weekStart,
      suggestion: row.text,
      writtenBy: row.source,
      createdAt: row.createdAt,
    })),
  };
  return { data, mealsJson };
}

export type AccountData = Awaited<ReturnType<typeof collectAccountData>>['data'];

function omitUser<T extends { userId: unknown }>(row: T): Omit<T, 'userId'> {
  const { userId: _, ...rest } = row;
  return rest;
}

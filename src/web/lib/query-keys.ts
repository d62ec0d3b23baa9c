/** Every TanStack Query key of the web app, so invalidations cannot drift from the queries. */
export const queryKeys = {
  me: ['me'] as const,
  authProviders: ['auth', 'providers'] as const,
  foodSearch: (q: string) => ['foods', 'search', q] as const,
  food: (id: string) => ['foods', id] as const,
  meals: ['meals'] as const,
  /** The person's own foods; a change also invalidates ['foods'] (they are searched first). */
  myFoods: ['my-foods'] as const,
  foods: ['foods'] as const,
  stats: ['stats'] as const,
  dayStats: ['stats', 'day'] as const,
  weights: ['stats', 'weights'] as const,
  /** The day's glasses (under ['stats']: every water write already invalidates it). */
  waterDay: (date: string) => ['stats', 'water', date] as const,
  rangeStats: (from: string, to: string) => ['stats', 'range', from, to] as const,
  mealList: (filters: object) => ['meals', 'list', filters] as const,
  mealDayTotals: (dates: readonly string[]) => ['meals', 'day-totals', ...dates] as const,
  /** The home's diary: one day's meals (under ['meals']: every meal write already invalidates it). */
  dayMeals: (date: string) => ['meals', 'day', date] as const,
  meal: (id: string) => ['meals', 'one', id] as const,
  mealSuggestions: (slot: string) => ['meals', 'suggestions', slot] as const,
  photoRecognition: ['analysis', 'photo'] as const,
  /** A photo of the offline queue (IndexedDB, not the server). */
  queuedPhoto: (id: string) => ['offline', 'photo', id] as const,
  billingSubscription: ['billing', 'subscription'] as const,
  billingInvoices: ['billing', 'invoices'] as const,
  chat: ['chat', 'messages'] as const,
  // Settings and notifications
  settings: ['settings'] as const,
  settingsSessions: ['settings', 'sessions'] as const,
  accessTokens: ['settings', 'tokens'] as const,
  /** Two-factor status (decision 0042); a 403 `second_factor_required` anywhere invalidates it. */
  twoFactor: ['settings', 'two-factor'] as const,
  rememberedDevices: ['settings', 'devices'] as const,
  /** The person's passkeys (decision 0052). */
  passkeys: ['settings', 'passkeys'] as const,
  /** The health-data consent and the audit log (decision 0046). */
  healthConsent: ['settings', 'health-consent'] as const,
  auditLog: (page: number) => ['settings', 'audit-log', page] as const,
  notifications: ['notifications'] as const,
  whatsapp: ['whatsapp'] as const,
  // Web Push devices, reminder settings and the weekly review (decision 0049)
  pushDevices: ['settings', 'push-devices'] as const,
  reminderSettings: ['settings', 'reminders'] as const,
  weeklyReview: (week: string) => ['weekly-review', week] as const,
  // The app's own ratings (decision 0041)
  ratingSummary: ['ratings', 'summary'] as const,
  myRating: ['ratings', 'me'] as const,
};

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../db/schema';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let n = 0;
async function onboarded(prefix: string) {
  n += 1;
  const email = `${prefix}.${n}@example.com`;
  const person = browser(t.app);
  await person.send('POST', '/api/auth/signup', validSignup({ email, name: 'Ana Souza' }), {
    'user-agent': FIREFOX_LINUX,
  });
  await person.put('/api/me/onboarding', validOnboarding());
  return { person, email };
}

async function secondDevice(email: string, password = 'Segura123!') {
  const other = browser(t.app);
  const res = await other.send('POST', '/api/auth/login', { email, password }, { 'user-agent': CHROME_ANDROID });
  expect(res.status).toBe(200);
  return other;
}

describe('perfil', () => {
  it('troca o nome e recusa nomes curtos', async () => {
    const { person } = await onboarded('perfil');
    const res = await person.send('PATCH', '/api/settings/profile', { name: '  Ana Beatriz Souza ' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Ana Beatriz Souza');
    const bad = await person.send('PATCH', '/api/settings/profile', { name: 'Al' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.name).toBe('O nome deve ter pelo menos 3 caracteres');
  });

  it('troca o e-mail com a senha, avisa os dois endereços e recusa e-mail em uso (409) ou senha errada (403)', async () => {
    const { person, email } = await onboarded('email');
    const { email: other } = await onboarded('ocupado');
    const wrong = await person.put('/api/settings/email', { email: 'novo.email@example.com', password: 'Errada123!' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toMatchObject({ code: 'wrong_password', fields: { password: 'Senha atual incorreta.' } });
    const taken = await person.put('/api/settings/email', { email: other.toUpperCase(), password: 'Segura123!' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');
    const noPassword = await person.put('/api/settings/email', { email: 'novo.email@example.com' });
    expect(noPassword.status).toBe(400);

    const ok = await person.put('/api/settings/email', { email: 'Novo.Email@example.com', password: 'Segura123!' });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe('novo.email@example.com');
    const sent = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, 'Seu e-mail no Nutri foi alterado'));
    expect(sent.map((e) => e.to)).toEqual(expect.arrayContaining([email, 'novo.email@example.com']));
    expect((await browser(t.app).post('/api/auth/login', { email, password: 'Segura123!' })).status).toBe(401);
    expect(
      (await browser(t.app).post('/api/auth/login', { email: 'novo.email@example.com', password: 'Segura123!' }))
        .status,
    ).toBe(200);
  });

  it('conta sem senha (Google) confirma digitando o próprio e-mail', async () => {
    const { person, email } = await onboarded('google');
    await t.db
      .update(users)
      .set({ passwordHash: null, googleSubject: `sub-${email}` })
      .where(eq(users.email, email));
    const settings = await person.get('/api/settings');
    expect(settings.body).toMatchObject({ hasPassword: false, googleLinked: true });
    const wrong = await person.put('/api/settings/email', {
      email: 'g2@example.com',
      confirmEmail: 'outro@example.com',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.confirmEmail).toBe('Digite exatamente o e-mail da sua conta para confirmar.');
    const ok = await person.put('/api/settings/email', { email: 'g2@example.com', confirmEmail: email.toUpperCase() });
    expect(ok.status).toBe(200);
  });
});

describe('segurança', () => {
  it('troca a senha com a senha atual e desconecta os outros dispositivos, não este', async () => {
    const { person, email } = await onboarded('senha');
    const phone = await secondDevice(email);
    const mismatch = await person.put('/api/settings/password', {
      password: 'Segura123!',
      newPassword: 'NovaSenha456!',
      confirmPassword: 'Outra456!',
    });
    expect(mismatch.body.error.fields.confirmPassword).toBe('As senhas não coincidem');
    const same = await person.put('/api/settings/password', {
      password: 'Segura123!',
      newPassword: 'Segura123!',
      confirmPassword: 'Segura123!',
    });
    expect(same.status).toBe(400);
    expect(same.body.error.fields.newPassword).toBe('A nova senha deve ser diferente da atual.');
    const wrong = await person.put('/api/settings/password', {
      password: 'Errada123!',
      newPassword: 'NovaSenha456!',
      confirmPassword: 'NovaSenha456!',
    });
    expect(wrong.status).toBe(403);
    expect((await phone.get('/api/me')).status).toBe(200);

    const ok = await person.put('/api/settings/password', {
      password: 'Segura123!',
      newPassword: 'NovaSenha456!',
      confirmPassword: 'NovaSenha456!',
    });
    expect(ok.status).toBe(204);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await person.get('/api/me')).status).toBe(200);
    expect((await browser(t.app).post('/api/auth/login', { email, password: 'NovaSenha456!' })).status).toBe(200);
  });

  it('trocar a senha ou o e-mail invalida os links de redefinição ainda não usados', async () => {
    const resetLink = async (email: string) => {
      await browser(t.app).post('/api/auth/password-reset', { email });
      const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      const mail = mails.find((m) => /token=/.test(m.text)); // not the sign-up's welcome e-mail
      return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    };
    const confirm = (token: string | undefined) =>
      browser(t.app).post('/api/auth/password-reset/confirm', { token, password: 'Invasor999!' });

    const { person, email } = await onboarded('link.senha');
    const token = await resetLink(email);
    const changed = await person.put('/api/settings/password', {
      password: 'Segura123!',
      newPassword: 'NovaSenha456!',
      confirmPassword: 'NovaSenha456!',
    });
    expect(changed.status).toBe(204);
    expect((await confirm(token)).body.error?.code).toBe('invalid_reset_token');

    const { person: other, email: oldEmail } = await onboarded('link.email');
    const oldToken = await resetLink(oldEmail);
    const moved = await other.put('/api/settings/email', { email: 'link.novo@example.com', password: 'Segura123!' });
    expect(moved.status).toBe(200);
    expect((await confirm(oldToken)).body.error?.code).toBe('invalid_reset_token');
  });

  it('bloqueia depois de 5 senhas erradas', async () => {
    const { person } = await onboarded('bloqueio');
    const attempt = () =>
      person.put('/api/settings/password', {
        password: 'Errada123!',
        newPassword: 'NovaSenha456!',
        confirmPassword: 'NovaSenha456!',
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(403);
    const locked = await attempt();
    expect(locked.status).toBe(429);
    expect(locked.body.error.message).toMatch(/Tente novamente em \d+ minutos/);
  });

  it('lista as sessões ativas com o aparelho, só da própria pessoa, e sai dos outros dispositivos', async () => {
    const { person, email } = await onboarded('sessoes');
    const phone = await secondDevice(email);
    const { person: stranger } = await onboarded('estranho');

    const list = await person.get('/api/settings/sessions');
    expect(list.status).toBe(200);
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Firefox no Linux', current: true }),
        expect.objectContaining({ device: 'Chrome no Android', current: false }),
      ]),
    );
    const strangers = await stranger.get('/api/settings/sessions');
    expect(strangers.body.sessions).toHaveLength(1);

    const phoneId = list.body.sessions.find((s: { current: boolean }) => !s.current).id;
    expect((await stranger.send('DELETE', `/api/settings/sessions/${phoneId}`)).status).toBe(404);
    expect((await phone.get('/api/me')).status).toBe(200);

    expect((await person.post('/api/settings/sessions/revoke-others')).status).toBe(204);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await person.get('/api/settings/sessions')).body.sessions).toHaveLength(1);
  });

  it('encerra uma sessão específica de outro dispositivo', async () => {
    const { person, email } = await onboarded('uma-sessao');
    const phone = await secondDevice(email);
    const list = await person.get('/api/settings/sessions');
    const current = list.body.sessions.find((s: { current: boolean }) => s.current).id;
    const other = list.body.sessions.find((s: { current: boolean }) => !s.current).id;
    expect((await person.send('DELETE', `/api/settings/sessions/${current}`)).status).toBe(404);
    expect((await person.send('DELETE', `/api/settings/sessions/${other}`)).status).toBe(204);
    expect((await phone.get('/api/me')).status).toBe(401);
  });

  it('exige sessão', async () => {
    expect((await browser(t.app).get('/api/settings')).status).toBe(401);
    expect((await browser(t.app).get('/api/settings/sessions')).status).toBe(401);
  });
});

describe('metas', () => {
  it('aceita metas digitadas, que valem no painel, e recalcula a partir do perfil', async () => {
    const { person } = await onboarded('metas');
    const typed = { energyKcal: 2100, proteinG: 120, carbsG: 230, fatG: 70, waterMl: 2500, mealsPerDay: 3 };
    const res = await person.put('/api/settings/goals', typed);
    expect(res.status).toBe(200);
    expect(res.body.targets).toEqual({ energyKcal: 2100, proteinG: 120, carbsG: 230, fatG: 70, waterMl: 2500 });
    expect(res.body.mealsPerDay).toBe(3);
    expect((await person.get('/api/settings')).body.targetsOverridden).toBe(true);
    const day = await person.get('/api/stats/day?date=2026-11-22');
    expect(day.body).toMatchObject({ energyTargetKcal: 2100, waterTargetMl: 2500, mealsPerDay: 3 });

    // Ana again, now 58 kg and moderately active: Mifflin–St Jeor from the profile, override dropped.
    const again = await person.post(
      '/api/settings/goals/recompute',
      validOnboarding({ weightKg: 58, activity: 'moderate' }),
    );
    expect(again.status).toBe(200);
    expect(again.body.profile.weightKg).toBe(58);
    expect(again.body.targets.energyKcal).not.toBe(2100);
    expect((await person.get('/api/settings')).body.targetsOverridden).toBe(false);
  });

  it('recusa metas fora dos limites com mensagem clara', async () => {
    const { person } = await onboarded('metas-ruins');
    const res = await person.put('/api/settings/goals', {
      energyKcal: 60000,
      proteinG: 120,
      carbsG: 230,
      fatG: 70,
      waterMl: 2500,
      mealsPerDay: 3,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.energyKcal).toBe('A meta de energia deve ficar entre 800 e 6000 kcal');
  });

  it('recusa metas cujos macronutrientes não somam a energia (±10%), na meta de energia', async () => {
    const { person } = await onboarded('metas-contraditorias');
    // 130 g × 4 + 240 g × 4 + 66 g × 9 = 2.074 kcal for a 1.100 kcal goal.
    const goals = { energyKcal: 1100, proteinG: 130, carbsG: 240, fatG: 66, waterMl: 2000, mealsPerDay: 4 };
    const res = await person.put('/api/settings/goals', goals);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.energyKcal).toBe(
      'Proteínas, carboidratos e gorduras somam 2.074 kcal (4, 4 e 9 kcal por grama), mais de 10% longe da meta de 1.100 kcal. Ajuste a meta de energia ou a de algum macronutriente.',
    );
    expect((await person.get('/api/settings')).body.targetsOverridden).toBe(false);
    expect((await person.put('/api/settings/goals', { ...goals, energyKcal: 2000 })).status).toBe(200);
  });

  it('oferece o último peso registrado para recalcular', async () => {
    const { person } = await onboarded('peso');
    // The onboarding's 60 kg is the first weigh-in (issue 25).
    expect((await person.get('/api/settings')).body.latestWeightKg).toBe(60);
    await person.post('/api/weights', { weightKg: 57.5 });
    expect((await person.get('/api/settings')).body.latestWeightKg).toBe(57.5);
  });
});

describe('preferências de notificação', () => {
  it('começam ligadas e ficam salvas', async () => {
    const { person } = await onboarded('prefs');
    expect((await person.get('/api/settings')).body.notifications).toEqual({
      trialReminders: true,
      streakMilestones: true,
      weeklySummary: true,
    });
    const prefs = { trialReminders: false, streakMilestones: true, weeklySummary: false };
    const res = await person.put('/api/settings/notifications', prefs);
    expect(res.body.notifications).toEqual(prefs);
    expect((await person.get('/api/settings')).body.notifications).toEqual(prefs);
    expect((await person.put('/api/settings/notifications', { trialReminders: 'sim' })).status).toBe(400);
  });
});

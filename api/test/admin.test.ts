import { adminToken, createVerifiedUser, loginToken, signupBody, startApi, type TestApi } from './helpers';

type PlanJson = { _id: string; title: string; monthlyPrice: number; sixMonthPrice: number; yearlyPrice: number; pricingDetails: Array<{ tenure: string; productId: string }> };

const ANNOUNCEMENT = {
  message: 'Maintenance tonight at 22:00 UTC',
  showAnnouncement: true,
  backgroundColor: 'bg-blue-700',
  textColor: 'text-white',
  icon: '🛠️',
  className: 'maintenance',
  startsAt: null,
  endsAt: null,
};

describe('admin API', () => {
  let api: TestApi;
  let admin: string;
  let member: { email: string; password: string; id: string };
  let memberToken: string;
  beforeAll(async () => {
    api = await startApi({ config: { localCheckout: true } });
    admin = await adminToken(api);
    member = await createVerifiedUser(api, { name: 'Grace Hopper' });
    memberToken = await loginToken(api, member.email, member.password);
  });
  afterAll(() => api.close());

  const plans = async (): Promise<PlanJson[]> => (await api.request('GET', '/v1/plan')).body.data;
  const pro = async () => (await plans()).find((plan) => plan.title === 'Pro')!;
  const audit = async () => (await api.request('GET', '/v1/admin/activity', { token: admin })).body.data as Array<Record<string, any>>;

  const ENDPOINTS: Array<[string, string, unknown]> = [
    ['GET', '/v1/admin/stats', undefined],
    ['GET', '/v1/admin/users', undefined],
    ['GET', '/v1/admin/users/abc', undefined],
    ['POST', '/v1/admin/users/abc/revoke-sessions', undefined],
    ['POST', '/v1/admin/users/abc/resend-verification', undefined],
    ['GET', '/v1/admin/activity', undefined],
    ['PUT', '/v1/admin/announcement', ANNOUNCEMENT],
    ['GET', '/v1/admin/company-information', undefined],
    ['PUT', '/v1/admin/company-information', { companyName: { type: 'string', value: 'Hacked' } }],
    ['POST', '/v1/plan', { title: 'Hacked', monthlyPrice: 1 }],
    ['PUT', '/v1/plan/abc', { title: 'Hacked', monthlyPrice: 1 }],
    ['DELETE', '/v1/plan/abc', undefined],
  ];

  it.each(ENDPOINTS)('%s %s refuses a logged-out caller with 401 and a member with 403', async (method, path, body) => {
    const before = await audit();
    expect((await api.request(method, path, { body })).status).toBe(401);
    const refused = await api.request(method, path, { body, token: memberToken });
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    expect(await audit()).toEqual(before);
  });

  it('counts the business: users, verified users, subscriptions per plan, revenue per month, sign-ups per day', async () => {
    await api.request('POST', '/v1/user/signup', { body: signupBody() });
    const proPlan = await pro();
    const payer = await createVerifiedUser(api);
    const payerToken = await loginToken(api, payer.email, payer.password);
    const checkout = await api.request('POST', '/v1/payment/create-checkout-session', { token: payerToken, body: { planId: proPlan._id, tenure: 'YEARLY' } });
    const paid = await api.request('POST', `/v1/payment/local-checkout/${checkout.body.data.sessionId}/pay`, { token: payerToken });
    expect(paid.status).toBe(200);

    const stats = (await api.request('GET', '/v1/admin/stats', { token: admin })).body.data;
    const users = await api.db.k.selectFrom('users').select(['is_email_verified']).execute();
    expect(stats.users).toBe(users.length);
    expect(stats.verifiedUsers).toBe(users.filter((u) => u.is_email_verified === 1).length);
    expect(stats.verifiedUsers).toBeLessThan(stats.users);
    expect(stats.subscriptionsByPlan).toEqual([{ planId: proPlan._id, title: 'Pro', count: 1 }]);
    expect(stats.monthlyRecurringRevenue).toBe(Math.round((proPlan.yearlyPrice / 12) * 100) / 100);
    expect(stats.pendingCancellations).toBe(0);
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toEqual({ day: new Date(api.clock.now()).toISOString().slice(0, 10), signups: users.length, conversions: 1 });
  });

  it('lists users page by page, finds them by e-mail or name, and never sends a hash or token', async () => {
    const list = await api.request('GET', '/v1/admin/users?q=grace', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.users[0]).toMatchObject({ email: member.email, name: 'Grace Hopper', isEmailVerified: true, planTitle: 'Free' });
    expect(list.body.data.users[0].lastLoginAt).not.toBeNull();
    expect((await api.request('GET', `/v1/admin/users?q=${encodeURIComponent(member.email.toUpperCase())}`, { token: admin })).body.data.total).toBe(1);
    expect((await api.request('GET', '/v1/admin/users?q=%25', { token: admin })).body.data.total).toBe(0);
    expect((await api.request('GET', '/v1/admin/users?page=0', { token: admin })).status).toBe(400);

    const detail = await api.request('GET', `/v1/admin/users/${member.id}`, { token: admin });
    expect(detail.body.data.devices).toHaveLength(1);
    expect(detail.body.data.payments).toEqual([]);
    for (const answer of [list, detail]) expect(answer.text).not.toMatch(/argon2|password|token|hash/i);
    expect((await api.request('GET', '/v1/admin/users/nobody', { token: admin })).status).toBe(404);
  });

  it("revokes all of a user's sessions: their next call is refused, and the log says who did it", async () => {
    const user = await createVerifiedUser(api);
    const token = await loginToken(api, user.email, user.password);
    expect((await api.request('GET', `/v1/user/${user.id}`, { token })).status).toBe(200);
    const revoked = await api.request('POST', `/v1/admin/users/${user.id}/revoke-sessions`, { token: admin });
    expect(revoked.body).toMatchObject({ success: true, message: 'All sessions of this user were signed out', data: { revoked: 1 } });
    expect((await api.request('GET', `/v1/user/${user.id}`, { token })).status).toBe(401);
    expect((await audit())[0]).toMatchObject({ area: 'user', action: 'revoked all sessions', target: user.email, actorEmail: 'admin@test.dev' });
  });

  it('resends the verification code to an unverified user and refuses a verified one', async () => {
    const body = signupBody();
    await api.request('POST', '/v1/user/signup', { body });
    const row = await api.db.k.selectFrom('users').select('id').where('email', '=', body.email as string).executeTakeFirstOrThrow();
    const sent = await api.request('POST', `/v1/admin/users/${row.id}/resend-verification`, { token: admin });
    expect(sent.body.message).toBe('Verification e-mail sent');
    const mails = api.outbox().filter((mail) => mail.to === body.email);
    expect(mails).toHaveLength(1);
    // No code: a code would set the password of whichever sign-up it belongs to, perhaps not the owner's.
    expect(mails[0].subject).toBe('Verify your SentiScope e-mail address');
    expect(mails[0].text).not.toMatch(/\b\d{6}\b/);
    expect(mails[0].text).toContain('/signup');
    const again = await api.request('POST', `/v1/admin/users/${member.id}/resend-verification`, { token: admin });
    expect(again).toMatchObject({ status: 400, body: { message: 'This e-mail address is already verified' } });
  });

  it('updates a plan with the prices computed on the server and logs before and after', async () => {
    const plan = await pro();
    const answer = await api.request('PUT', `/v1/plan/${plan._id}`, {
      token: admin,
      body: { ...plan, monthlyPrice: 10, sixMonthDiscount: 10, yearlyDiscount: 20, sixMonthPrice: 1, yearlyPrice: 1 },
    });
    expect(answer.body).toMatchObject({ message: 'Plan updated successfully!', data: { monthlyPrice: 10, sixMonthPrice: 53.99, yearlyPrice: 95.99 } });
    const [entry] = await audit();
    expect(entry).toMatchObject({ area: 'plan', action: 'updated', target: 'Pro' });
    expect(entry.before.monthlyPrice).toBe(plan.monthlyPrice);
    expect(entry.after.monthlyPrice).toBe(10);
  });

  it.each([
    [{ title: ' ', monthlyPrice: 5 }, 'Title is required'],
    [{ title: 'Paid', monthlyPrice: 0 }, 'Monthly price must be above 0 for a paid plan'],
    [{ title: 'Free again', monthlyPrice: -1, isFree: true }, 'Monthly price must be 0 or more'],
    [{ title: 'Odd', monthlyPrice: 5, priority: -2 }, 'Must be a positive number'],
  ])('refuses the plan %j with "%s" and changes nothing', async (body, message) => {
    const before = await plans();
    const entries = await audit();
    const plan = before.find((p) => p.title === 'Pro')!;
    const put = await api.request('PUT', `/v1/plan/${plan._id}`, { token: admin, body });
    expect(put).toMatchObject({ status: 400, body: { message } });
    expect((await api.request('POST', '/v1/plan', { token: admin, body })).status).toBe(400);
    expect(await plans()).toEqual(before);
    expect(await audit()).toEqual(entries);
  });

  it('refuses to delete a plan while users are subscribed to it', async () => {
    const free = (await plans()).find((plan) => plan.title === 'Free')!;
    const refused = await api.request('DELETE', `/v1/plan/${free._id}`, { token: admin });
    expect(refused).toMatchObject({ status: 409, body: { message: 'This plan has subscribers and cannot be deleted' } });
    expect((await plans()).some((plan) => plan._id === free._id)).toBe(true);

    const created = await api.request('POST', '/v1/plan', { token: admin, body: { title: 'Team', monthlyPrice: 30, features: ['A', '', 'B'] } });
    expect(created.body.data.features).toEqual(['A', 'B']);
    const deleted = await api.request('DELETE', `/v1/plan/${created.body.data._id}`, { token: admin });
    expect(deleted.body.message).toBe('Plan deleted successfully!');
    expect((await audit()).slice(0, 2).map((e) => `${e.action} ${e.target}`)).toEqual(['deleted Team', 'created Team']);
  });

  it('saves company information, refuses a wrong type, and publishes the name and support e-mail to /contact', async () => {
    const before = (await api.request('GET', '/v1/admin/company-information', { token: admin })).body.data;
    const wrong = await api.request('PUT', '/v1/admin/company-information', { token: admin, body: { ...before, foundedYear: { type: 'number', value: 'soon' } } });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'foundedYear must be a number' } });
    expect((await api.request('GET', '/v1/admin/company-information', { token: admin })).body.data).toEqual(before);

    const next = { ...before, companyName: { type: 'string', value: 'SentiScope Labs' }, supportEmail: { type: 'string', value: 'help@labs.example' } };
    expect((await api.request('PUT', '/v1/admin/company-information', { token: admin, body: next })).status).toBe(200);
    const contact = (await api.request('GET', '/v1/contact/company-info')).body.data;
    expect(contact.companyName).toBe('SentiScope Labs');
    expect(contact.contacts.find((c: { isPrimary: boolean }) => c.isPrimary).email).toBe('help@labs.example');
    const [entry] = await audit();
    expect(entry).toMatchObject({ area: 'company', before: { companyName: { value: 'SentiScope' } }, after: { companyName: { value: 'SentiScope Labs' } } });
  });

  it('keeps the announcement on the server: public read, admin write, validated with the form rules', async () => {
    expect((await api.request('GET', '/v1/announcement')).body.data).toBeNull();
    const saved = await api.request('PUT', '/v1/admin/announcement', { token: admin, body: ANNOUNCEMENT });
    expect(saved.body.message).toBe('Announcement saved');
    expect((await api.request('GET', '/v1/announcement')).body.data).toMatchObject({ message: ANNOUNCEMENT.message, backgroundColor: 'bg-blue-700' });

    for (const [change, message] of [
      [{ message: '  ' }, 'Message is required to show the announcement'],
      [{ backgroundColor: 'url(x)' }, 'Choose a colour from the list'],
      [{ className: 'a"b' }, 'Class names may use letters, digits, - and _ only'],
      [{ startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'End time must be after the start time'],
    ] as const) {
      const refused = await api.request('PUT', '/v1/admin/announcement', { token: admin, body: { ...ANNOUNCEMENT, ...change } });
      expect(refused).toMatchObject({ status: 400, body: { message } });
    }
    expect((await api.request('GET', '/v1/announcement')).body.data.message).toBe(ANNOUNCEMENT.message);
    expect((await audit())[0]).toMatchObject({ area: 'announcement', action: 'saved', after: { message: ANNOUNCEMENT.message } });
  });

  it('lists activity newest first, pages back from an entry, and filters by area', async () => {
    const entries = await audit();
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const older = (await api.request('GET', `/v1/admin/activity?before=${entries[1]._id}`, { token: admin })).body.data;
    expect(older.map((e: { _id: string }) => e._id)).toEqual(entries.slice(2).map((e) => e._id));
    const plans = (await api.request('GET', '/v1/admin/activity?area=plan', { token: admin })).body.data;
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((e: { area: string }) => e.area === 'plan')).toBe(true);
    expect((await api.request('GET', '/v1/admin/activity?area=billing', { token: admin })).status).toBe(400);
  });
});

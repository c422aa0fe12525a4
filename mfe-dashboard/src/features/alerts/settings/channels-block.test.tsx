import { screen, waitFor, within } from '@testing-library/react';
import { CHANNEL_MESSAGES, WEBHOOK_FORMAT_LABELS } from '@sentiscope/shared/contract';
import { listenForApiCalls, server } from '@sentiscope/shared/testing';
import { renderMember } from '@/test/render-member';
import { channelHandlers, fakeChannels, pressStart, type FakeChannels } from '@/test/channels-fake';
import { fakeSettings, settingsHandlers, type FakeSettings } from '@/test/settings-fake';
import { AlertSettingsSection } from './alert-settings-section';

let channels: FakeChannels;
let settings: FakeSettings;
listenForApiCalls();
const start = (changes: Parameters<typeof fakeChannels>[0] = {}, settingsFields: Parameters<typeof fakeSettings>[0] = {}) => {
  channels = fakeChannels(changes);
  settings = fakeSettings(settingsFields);
  server.use(...settingsHandlers(settings), ...channelHandlers(channels));
  return renderMember(<AlertSettingsSection />, { path: '/user-profile' });
};
const row = (name: string) => screen.findByRole('listitem', { name });

describe('the alert channels in the notification settings', () => {
  it('lists each channel with its state and where it delivers', async () => {
    start();
    const email = await row('E-mail');
    expect(email).toHaveTextContent('Connected');
    expect(email).toHaveTextContent('ada@example.com');
    expect(await row('Webhook')).toHaveTextContent('Not in your plan');
    const telegram = await row('Telegram');
    expect(telegram).toHaveTextContent('Not connected');
    expect(within(telegram).queryByRole('button', { name: 'Send a test' })).not.toBeInTheDocument();
    expect(within(await row('In-app')).queryByRole('button', { name: 'Deliveries' })).not.toBeInTheDocument();
  });

  it('connects Telegram: the link to the bot, then Connected once the member pressed Start, and Disconnect', async () => {
    const { user } = start();
    await user.click(within(await row('Telegram')).getByRole('button', { name: 'Connect Telegram' }));
    const link = await screen.findByRole('link', { name: "Open SentiScope's bot in Telegram" });
    expect(link).toHaveAttribute('href', 'https://t.me/SentiScopeBot?start=code1');
    expect(link).toHaveAttribute('target', '_blank');
    pressStart(channels);
    await waitFor(async () => expect(await row('Telegram')).toHaveTextContent('Telegram: @ada'), { timeout: 5000 });
    expect(await row('Telegram')).toHaveTextContent('Connected');
    await user.click(within(await row('Telegram')).getByRole('button', { name: 'Disconnect Telegram' }));
    await waitFor(async () => expect(await row('Telegram')).toHaveTextContent('Not connected'));
  });

  it('sends a test on a connected channel and says it was sent', async () => {
    const { user } = start({ telegram: { connected: true, target: 'Telegram: @ada' } });
    await user.click(within(await row('Telegram')).getByRole('button', { name: 'Send a test' }));
    expect(await within(await row('Telegram')).findByText(CHANNEL_MESSAGES.testSent)).toBeInTheDocument();
    expect(channels.tested).toEqual(['telegram']);
  });

  it("opens a channel's delivery log: each firing sent or waiting, with the reason in plain words", async () => {
    const { user } = start({ telegram: { connected: true, target: 'Telegram: @ada' } });
    channels.deliveries.telegram = [
      { id: 'd2', firingId: 'f2', rule: 'Bitcoin price rises above $80,000', assetId: 'btc', date: '2026-11-26', status: 'pending', attempts: 1, createdAt: '2026-11-26T01:00:00.000Z', sentAt: null, nextAttemptAt: '2026-11-26T01:00:30.000Z', problem: CHANNEL_MESSAGES.telegramWait },
      { id: 'd1', firingId: 'f1', rule: 'Bitcoin price rises above $70,000', assetId: 'btc', date: '2026-11-20', status: 'sent', attempts: 1, createdAt: '2026-11-20T01:00:00.000Z', sentAt: '2026-11-20T01:00:01.000Z', nextAttemptAt: null, problem: null },
    ];
    const toggle = within(await row('Telegram')).getByRole('button', { name: 'Deliveries' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = await screen.findByRole('region', { name: 'Deliveries' });
    const items = await within(log).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Waiting');
    expect(items[0]).toHaveTextContent('Bitcoin price rises above $80,000 · 2026-11-26');
    expect(items[0]).toHaveTextContent(CHANNEL_MESSAGES.telegramWait);
    expect(items[1]).toHaveTextContent('Sent');
  });

  it('chooses the webhook format, saved as soon as it is picked', async () => {
    const { user } = start({ webhook: { inPlan: true } }, { channels: ['email', 'in-app', 'webhook', 'telegram'], webhookUrl: 'https://hooks.slack.com/services/x' });
    const format = await screen.findByRole('combobox', { name: 'Format' });
    await user.selectOptions(format, WEBHOOK_FORMAT_LABELS.slack);
    await waitFor(() => expect(settings.received).toEqual([{ path: '/alerts/settings', body: { webhookFormat: 'slack' } }]));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue('slack'));
  });
});

import type { Site } from './site';

type Mail = ReturnType<Site['outbox']>[number];

/** The newest mail to `email` whose subject matches; mail goes out after the API's answer, so it waits briefly for it. */
export async function lastMailTo(site: Site, email: string, subject: RegExp = /./): Promise<Mail> {
  for (let i = 0; i < 50; i += 1) {
    const mail = site.outbox().filter((m) => m.to === email && subject.test(m.subject)).pop();
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail "${subject}" for ${email}`);
}

/** The six-digit code of the newest verification code mailed to `email`. */
export async function mailedCode(site: Site, email: string): Promise<string> {
  const code = /\b(\d{6})\b/.exec((await lastMailTo(site, email, /verification code/)).text)?.[1];
  if (!code) throw new Error(`The last verification mail to ${email} holds no code`);
  return code;
}

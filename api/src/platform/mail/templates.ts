// Every e-mail SentiScope sends, in one place: subject and plain text, built from what the message needs.
import type { MailMessage } from './mailer';

type To = { email: string; name: string };

const sign = '\n\nThe SentiScope team';

export const MAIL = {
  verificationCode: (to: To, code: string): MailMessage => ({
    to: to.email,
    subject: 'Your SentiScope verification code',
    text: `Hello ${to.name},\n\nYour verification code is ${code}. It expires in 10 minutes.\n\nIf you did not sign up for SentiScope, ignore this message: no account is created without this code.${sign}`,
  }),

  accountExists: (to: To, siteUrl: string): MailMessage => ({
    to: to.email,
    subject: 'Your SentiScope account already exists',
    text: `Hello ${to.name},\n\nSomeone tried to create a SentiScope account with this address, which already has one. If it was you, log in at ${siteUrl}/login, or choose a new password at ${siteUrl}/forget-password.\n\nIf it was not you, ignore this message: nothing about your account has changed.${sign}`,
  }),

  // Sent when an admin re-sends verification. It carries no code: a code belongs to one sign-up and its password,
  // and only the address owner's own sign-up may set the password (docs/security.md, sign-up takeover).
  finishVerification: (to: To, siteUrl: string): MailMessage => ({
    to: to.email,
    subject: 'Verify your SentiScope e-mail address',
    text: `Hello ${to.name},\n\nYour SentiScope account is waiting for its e-mail address to be verified. Sign up again at ${siteUrl}/signup with this address and a password of your choice: we will e-mail you a code, and the account is yours once you enter it.\n\nIf you did not create an account, ignore this message.${sign}`,
  }),

  resetLink: (to: To, link: string): MailMessage => ({
    to: to.email,
    subject: 'Reset your SentiScope password',
    text: `Hello ${to.name},\n\nOpen this link within 30 minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message.${sign}`,
  }),

  unlockLink: (to: To, link: string): MailMessage => ({
    to: to.email,
    subject: 'Sign-in to SentiScope was paused',
    text: `Hello ${to.name},\n\nThere were many wrong passwords for your SentiScope account, so sign-in to it is paused for a while. Your password was not changed.\n\nIf it was you, open this link within 30 minutes in the browser you sign in with: that browser may sign in again at once, while the browsers that sent the wrong passwords stay paused.\n${link}\n\nIf it was not you, nothing is needed; you may also choose a new password at the sign-in page.${sign}`,
  }),
  newDevice: (to: To, device: string, ip: string, at: Date): MailMessage => ({
    to: to.email,
    subject: 'New sign-in to your SentiScope account',
    text: `Hello ${to.name},\n\nYour SentiScope account was signed in from a device it has not used before:\n${device}, address ${ip}, at ${at.toUTCString()}.\n\nIf it was you, nothing is needed. If not, choose a new password at once and sign out of every device in your profile.${sign}`,
  }),

  emailChangeConfirm: (to: To, newEmail: string, link: string): MailMessage => ({
    to: newEmail,
    subject: 'Confirm your new SentiScope e-mail address',
    text: `Hello ${to.name},\n\nOpen this link within 30 minutes to make ${newEmail} the address of your SentiScope account:\n${link}\n\nIf you did not ask for this, ignore this message.${sign}`,
  }),

  emailChangeNotice: (to: To, newEmail: string): MailMessage => ({
    to: to.email,
    subject: 'Your SentiScope e-mail address is changing',
    text: `Hello ${to.name},\n\nSomeone signed in to your SentiScope account asked to change its address to ${newEmail}. It changes only when the link sent there is opened.\n\nIf it was not you, choose a new password at once.${sign}`,
  }),

  passwordChanged: (to: To): MailMessage => ({
    to: to.email,
    subject: 'Your SentiScope password was changed',
    text: `Hello ${to.name},\n\nThe password of your SentiScope account was just changed and every other device was signed out.\n\nIf it was not you, choose a new password at once with "Forgot password" on the sign-in page.${sign}`,
  }),

  twoFactorChanged: (to: To, on: boolean): MailMessage => ({
    to: to.email,
    subject: `Two-factor sign-in was turned ${on ? 'on' : 'off'}`,
    text: `Hello ${to.name},\n\nTwo-factor sign-in for your SentiScope account was just turned ${on ? 'on' : 'off'}.\n\nIf it was not you, choose a new password at once with "Forgot password" on the sign-in page.${sign}`,
  }),

  apiKeyCreated: (to: To, keyName: string, scopes: readonly string[]): MailMessage => ({
    to: to.email,
    subject: 'A new API key was created for your SentiScope account',
    text: `Hello ${to.name},\n\nAn API key named "${keyName}" (${scopes.join(', ')}) was just created for your SentiScope account. Programs holding it act as you within those scopes.\n\nIf it was not you, revoke it under Profile, Developer, and choose a new password at once.${sign}`,
  }),

  accountDeleted: (to: To): MailMessage => ({
    to: to.email,
    subject: 'Your SentiScope account was deleted',
    text: `Hello ${to.name},\n\nYour SentiScope account and its personal data have been deleted, and any subscription cancelled. Payment records are kept without your name or address, as the law requires.${sign}`,
  }),
} as const;

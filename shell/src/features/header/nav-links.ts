import { ROUTES } from '@sentiscope/shared/contract';

/** `membersOnly`: shown once signed in (the pages a visitor cannot open). */
export type NavItem = { to: string; label: string; membersOnly?: boolean };

/** The site's main links (Dashboard, Markets for members, About, Guide, Contact, Plans), shared by the bar, the slide-in menu and the user menu. */
export const NAV_LINKS: readonly NavItem[] = [
  { to: ROUTES.dashboard, label: 'Dashboard' },
  { to: ROUTES.markets, label: 'Markets', membersOnly: true },
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.guide, label: 'Guide' },
  { to: ROUTES.contact, label: 'Contact' },
  { to: ROUTES.plans, label: 'Plans' },
];

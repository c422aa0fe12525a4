import { ROUTES } from '@sentiscope/shared/contract';

export type NavItem = { to: string; label: string };

/** The site's main links (Home, About, Guide, Contact, Plans, Dashboard), shared by the bar, the slide-in menu and the user menu. */
export const NAV_LINKS: readonly NavItem[] = [
  { to: ROUTES.dashboard, label: 'Dashboard' },
  { to: ROUTES.about, label: 'About' },
  { to: ROUTES.guide, label: 'Guide' },
  { to: ROUTES.contact, label: 'Contact' },
  { to: ROUTES.plans, label: 'Plans' },
];

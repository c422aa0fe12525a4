import { ROUTES } from '@sentiscope/shared/contract';

/**
 * `membersOnly`: shown once signed in (the pages a visitor cannot open). `roomy`: in the signed-in bar only from laptop
 * widths up, where it has room beside Markets and the account menu (the footer and the slide-in menu keep it).
 */
export type NavItem = { to: string; label: string; membersOnly?: boolean; roomy?: boolean };

/** The site's main links (Dashboard, Markets for members, About, Guide, Contact, Plans), shared by the bar, the slide-in menu and the user menu. */
export const NAV_LINKS: readonly NavItem[] = [
  { to: ROUTES.dashboard, label: 'Dashboard' },
  { to: ROUTES.markets, label: 'Markets', membersOnly: true },
  { to: ROUTES.about, label: 'About', roomy: true },
  { to: ROUTES.guide, label: 'Guide', roomy: true },
  { to: ROUTES.contact, label: 'Contact' },
  { to: ROUTES.plans, label: 'Plans' },
];

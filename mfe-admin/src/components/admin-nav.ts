import { Activity, Building2, Coins, CreditCard, Database, House, Megaphone, Users, type LucideIcon } from 'lucide-react';
import { ROUTES } from '@sentiscope/shared/contract';

export type AdminNavItem = { label: string; to: string; icon: LucideIcon; end?: boolean };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Home', to: ROUTES.admin, icon: House, end: true },
  { label: 'Pricing', to: ROUTES.adminPricing, icon: CreditCard },
  { label: 'Company Info', to: ROUTES.adminCompany, icon: Building2 },
  { label: 'Announcement', to: ROUTES.adminAnnouncement, icon: Megaphone },
  { label: 'Users', to: ROUTES.adminUsers, icon: Users },
  { label: 'Activity', to: ROUTES.adminActivity, icon: Activity },
  { label: 'Assets', to: ROUTES.adminAssets, icon: Coins },
  { label: 'Data', to: ROUTES.adminData, icon: Database },
];

import {
  BarChart3,
  CalendarCheck,
  CreditCard,
  Gauge,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Phone,
  ScrollText,
  Settings,
  Users,
  Webhook,
} from 'lucide-react';
import { ANALYST_PATHS } from './access-rules';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the area's index). */
  end?: boolean;
}

export const CLIENT_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, end: true },
  { label: 'Call Logs', to: '/dashboard/calls', icon: Phone },
  { label: 'Appointments', to: '/dashboard/appointments', icon: CalendarCheck },
  { label: 'Messages', to: '/dashboard/messages', icon: MessageSquare },
  { label: 'Settings', to: '/dashboard/settings', icon: Settings },
  { label: 'Billing', to: '/dashboard/billing', icon: CreditCard },
];

export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Overview', to: '/admin', icon: Gauge, end: true },
  { label: 'Clients', to: '/admin/clients', icon: Users },
  { label: 'Demo Requests', to: '/admin/demo-requests', icon: Inbox },
  { label: 'Analytics', to: '/admin/analytics', icon: BarChart3 },
  { label: 'Events', to: '/admin/events', icon: ScrollText },
  { label: 'Webhooks', to: '/admin/webhooks', icon: Webhook },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];

/** An analyst's sidebar: the admin links to the pages an analyst may open. */
export const ANALYST_NAV: readonly NavItem[] = ADMIN_NAV.filter((item) => ANALYST_PATHS.includes(item.to));

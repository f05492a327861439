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

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the area's index). */
  end?: boolean;
  /** An analyst may open it too (the history and analytics screens of /admin); otherwise admins only. */
  analyst?: true;
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
  { label: 'Overview', to: '/admin', icon: Gauge, end: true, analyst: true },
  { label: 'Clients', to: '/admin/clients', icon: Users, analyst: true },
  { label: 'Demo Requests', to: '/admin/demo-requests', icon: Inbox, analyst: true },
  { label: 'Analytics', to: '/admin/analytics', icon: BarChart3, analyst: true },
  { label: 'Events', to: '/admin/events', icon: ScrollText, analyst: true },
  { label: 'Webhooks', to: '/admin/webhooks', icon: Webhook },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];

/** An analyst's sidebar, and the only /admin pages an analyst may open. */
export const ANALYST_NAV: readonly NavItem[] = ADMIN_NAV.filter((item) => item.analyst);

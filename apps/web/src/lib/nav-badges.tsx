import { type ComponentType, createContext, useContext } from 'react';

/**
 * Badges shown beside sidebar items, by the item's path (e.g. '/admin/demo-requests' → an unread-leads count).
 * Provide them above the layout: `<NavBadgesProvider value={{ '/admin/demo-requests': UnreadLeadsBadge }}>`.
 * Each badge is a component, so its data hooks run only while the sidebar is shown.
 */
export type NavBadges = Readonly<Partial<Record<string, ComponentType>>>;

const NavBadgesContext = createContext<NavBadges>({});

export const NavBadgesProvider = NavBadgesContext.Provider;

export function NavBadge({ path }: { path: string }) {
  const Badge = useContext(NavBadgesContext)[path];
  return Badge ? <Badge /> : null;
}

import { ChartColumn, LayoutDashboard, MessageSquare, Plug, Settings, Users, type LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only the exact path counts as current. */
  end?: boolean;
}

/** spec §2: the side menu of the logged-in layout. */
export const SIDE_MENU: NavItem[] = [
  { to: '/app', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/app/chat', label: 'Chat', icon: MessageSquare },
  { to: '/app/integrations', label: 'Integrations', icon: Plug },
  { to: '/app/team', label: 'Team', icon: Users },
  { to: '/app/analytics', label: 'Analytics', icon: ChartColumn },
  { to: '/app/settings', label: 'Settings', icon: Settings },
];

import {
  IconBuildingBank,
  IconBug,
  IconCashRegister,
  IconChartBar,
  IconFileText,
  IconHistory,
  IconSettings,
  IconShieldLock,
  IconMailCog,
  IconDiscount,
  IconLayoutDashboard,
  IconMasksTheater,
  IconReceipt,
  IconReportMoney,
  IconScan,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { adminPaths, type StaffRole } from './admin-paths';

export interface AdminSection {
  /** A key of `nav` in the admin catalogue. */
  label:
    | 'overview'
    | 'check_in'
    | 'orders'
    | 'transfer_orders'
    | 'box_office'
    | 'day_close'
    | 'coupons'
    | 'users'
    | 'programme'
    | 'content'
    | 'settings'
    | 'mail_texts'
    | 'reports'
    | 'client_errors'
    | 'audit'
    | 'security_log';
  to: string;
  icon: Icon;
  /** Who sees it in the menu (the server checks every call itself). */
  roles: readonly StaffRole[];
  /** Matched exactly (the overview), not as a prefix. */
  end?: boolean;
}

/** The back office's menu, in order. */
export const adminSections: readonly AdminSection[] = [
  {
    label: 'overview',
    to: adminPaths.overview(),
    icon: IconLayoutDashboard,
    roles: ['cashier', 'admin'],
    end: true,
  },
  {
    label: 'box_office',
    to: adminPaths.boxOffice(),
    icon: IconCashRegister,
    roles: ['cashier', 'admin'],
  },
  {
    label: 'day_close',
    to: adminPaths.dayClose(),
    icon: IconReportMoney,
    roles: ['cashier', 'admin'],
  },
  {
    label: 'check_in',
    to: adminPaths.checkIn(),
    icon: IconScan,
    roles: ['cashier', 'admin'],
  },
  {
    label: 'orders',
    to: adminPaths.orders(),
    icon: IconReceipt,
    roles: ['cashier', 'admin'],
  },
  {
    label: 'transfer_orders',
    to: adminPaths.transferOrders(),
    icon: IconBuildingBank,
    roles: ['cashier', 'admin'],
  },
  {
    label: 'programme',
    to: adminPaths.programme(),
    icon: IconMasksTheater,
    roles: ['admin'],
  },
  {
    label: 'coupons',
    to: adminPaths.coupons(),
    icon: IconDiscount,
    roles: ['admin'],
  },
  {
    label: 'users',
    to: adminPaths.users(),
    icon: IconUsers,
    roles: ['admin'],
  },
  {
    label: 'content',
    to: adminPaths.content(),
    icon: IconFileText,
    roles: ['admin'],
  },
  {
    label: 'settings',
    to: adminPaths.settings(),
    icon: IconSettings,
    roles: ['admin'],
  },
  {
    label: 'mail_texts',
    to: adminPaths.mailTexts(),
    icon: IconMailCog,
    roles: ['admin'],
  },
  {
    label: 'reports',
    to: adminPaths.reports(),
    icon: IconChartBar,
    roles: ['admin'],
  },
  {
    label: 'client_errors',
    to: adminPaths.clientErrors(),
    icon: IconBug,
    roles: ['admin'],
  },
  {
    label: 'audit',
    to: adminPaths.audit(),
    icon: IconHistory,
    roles: ['admin'],
  },
  {
    label: 'security_log',
    to: adminPaths.securityLog(),
    icon: IconShieldLock,
    roles: ['admin'],
  },
];

/** The sections a role may open (pure). */
export function sectionsFor(role: StaffRole): AdminSection[] {
  return adminSections.filter((section) => section.roles.includes(role));
}

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
import { hasPermission, type Permission, type WithRoles } from '@theatre/contracts';
import { adminPaths } from './admin-paths';

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
  /** The permission that opens it (decision 0057; the server checks every call itself). */
  permission: Permission;
  /** Matched exactly (the overview), not as a prefix. */
  end?: boolean;
}

/** The back office's menu, in order. */
export const adminSections: readonly AdminSection[] = [
  {
    label: 'overview',
    to: adminPaths.overview(),
    icon: IconLayoutDashboard,
    permission: 'overview',
    end: true,
  },
  {
    label: 'box_office',
    to: adminPaths.boxOffice(),
    icon: IconCashRegister,
    permission: 'box_office',
  },
  {
    label: 'day_close',
    to: adminPaths.dayClose(),
    icon: IconReportMoney,
    permission: 'box_office',
  },
  {
    label: 'check_in',
    to: adminPaths.checkIn(),
    icon: IconScan,
    permission: 'check_in',
  },
  {
    label: 'orders',
    to: adminPaths.orders(),
    icon: IconReceipt,
    permission: 'orders_view',
  },
  {
    label: 'transfer_orders',
    to: adminPaths.transferOrders(),
    icon: IconBuildingBank,
    permission: 'transfer_orders',
  },
  {
    label: 'programme',
    to: adminPaths.programme(),
    icon: IconMasksTheater,
    permission: 'programme',
  },
  {
    label: 'coupons',
    to: adminPaths.coupons(),
    icon: IconDiscount,
    permission: 'coupons',
  },
  {
    label: 'users',
    to: adminPaths.users(),
    icon: IconUsers,
    permission: 'users',
  },
  {
    label: 'content',
    to: adminPaths.content(),
    icon: IconFileText,
    permission: 'content',
  },
  {
    label: 'settings',
    to: adminPaths.settings(),
    icon: IconSettings,
    permission: 'settings',
  },
  {
    label: 'mail_texts',
    to: adminPaths.mailTexts(),
    icon: IconMailCog,
    permission: 'content',
  },
  {
    label: 'reports',
    to: adminPaths.reports(),
    icon: IconChartBar,
    permission: 'reports',
  },
  {
    label: 'client_errors',
    to: adminPaths.clientErrors(),
    icon: IconBug,
    permission: 'audit',
  },
  {
    label: 'audit',
    to: adminPaths.audit(),
    icon: IconHistory,
    permission: 'audit',
  },
  {
    label: 'security_log',
    to: adminPaths.securityLog(),
    icon: IconShieldLock,
    permission: 'security_log',
  },
];

/** The sections the user's roles open (pure). */
export function sectionsFor(user: WithRoles): AdminSection[] {
  return adminSections.filter((section) => hasPermission(user, section.permission));
}

import { lazy } from 'react';

// Each back-office page is its own chunk: a cashier at the door never loads the reports.
export const PerformancesOverview = lazy(() =>
  import('../../features/admin/overview/performances-overview').then((module) => ({
    default: module.PerformancesOverview,
  })),
);
export const CheckInPicker = lazy(() =>
  import('../../features/admin/check-in/check-in-picker').then((module) => ({
    default: module.CheckInPicker,
  })),
);
export const CheckInScanner = lazy(() =>
  import('../../features/admin/check-in/check-in-scanner').then((module) => ({
    default: module.CheckInScanner,
  })),
);
export const BoxOfficePicker = lazy(() =>
  import('../../features/admin/box-office/box-office-picker').then((module) => ({
    default: module.BoxOfficePicker,
  })),
);
export const BoxOfficeSale = lazy(() =>
  import('../../features/admin/box-office/box-office-sale').then((module) => ({
    default: module.BoxOfficeSale,
  })),
);
export const DayClosePage = lazy(() =>
  import('../../features/admin/box-office/day-close-page').then((module) => ({
    default: module.DayClosePage,
  })),
);
export const DayCloseDetails = lazy(() =>
  import('../../features/admin/box-office/day-close-details').then((module) => ({
    default: module.DayCloseDetails,
  })),
);
export const OrdersSearch = lazy(() =>
  import('../../features/admin/orders/orders-search').then((module) => ({
    default: module.OrdersSearch,
  })),
);
export const OrderPage = lazy(() =>
  import('../../features/admin/orders/order-page').then((module) => ({
    default: module.OrderPage,
  })),
);
export const TransferOrderList = lazy(() =>
  import('../../features/admin/transfer-orders/transfer-order-list').then((module) => ({
    default: module.TransferOrderList,
  })),
);
export const TransferOrderNew = lazy(() =>
  import('../../features/admin/transfer-orders/transfer-order-form').then((module) => ({
    default: module.TransferOrderNew,
  })),
);
export const TransferOrderPage = lazy(() =>
  import('../../features/admin/transfer-orders/transfer-order-page').then((module) => ({
    default: module.TransferOrderPage,
  })),
);
export const CouponList = lazy(() =>
  import('../../features/admin/coupons/coupon-list').then((module) => ({
    default: module.CouponList,
  })),
);
export const CouponPage = lazy(() =>
  import('../../features/admin/coupons/coupon-page').then((module) => ({
    default: module.CouponPage,
  })),
);
export const CouponNewPage = lazy(() =>
  import('../../features/admin/coupons/coupon-form').then((module) => ({
    default: module.CouponNewPage,
  })),
);
export const CouponEditPage = lazy(() =>
  import('../../features/admin/coupons/coupon-form').then((module) => ({
    default: module.CouponEditPage,
  })),
);
export const UserList = lazy(() =>
  import('../../features/admin/users/user-list').then((module) => ({
    default: module.UserList,
  })),
);
export const UserPage = lazy(() =>
  import('../../features/admin/users/user-page').then((module) => ({
    default: module.UserPage,
  })),
);

// The programme (administrators): productions, performances, ticket types.
export const ProgrammeProductions = lazy(() =>
  import('../../features/admin/programme/programme-productions').then((module) => ({
    default: module.ProgrammeProductions,
  })),
);
export const ProgrammeProductionNew = lazy(() =>
  import('../../features/admin/programme/programme-production-new').then((module) => ({
    default: module.ProgrammeProductionNew,
  })),
);
export const ProgrammeProduction = lazy(() =>
  import('../../features/admin/programme/programme-production').then((module) => ({
    default: module.ProgrammeProduction,
  })),
);
export const ProgrammePerformanceNew = lazy(() =>
  import('../../features/admin/programme/programme-performance-new').then((module) => ({
    default: module.ProgrammePerformanceNew,
  })),
);
export const ProgrammeVenues = lazy(() =>
  import('../../features/admin/programme/programme-venues').then((module) => ({
    default: module.ProgrammeVenues,
  })),
);
export const SeatEditorPage = lazy(() =>
  import('../../features/admin/seat-editor/seat-editor-page').then((module) => ({
    default: module.SeatEditorPage,
  })),
);
export const ProgrammePerformance = lazy(() =>
  import('../../features/admin/programme/programme-performance').then((module) => ({
    default: module.ProgrammePerformance,
  })),
);

// Content, settings and reports (administrators).
export const ContentPages = lazy(() =>
  import('../../features/admin/content/content-pages').then((module) => ({
    default: module.ContentPages,
  })),
);
export const ContentEditor = lazy(() =>
  import('../../features/admin/content/content-editor').then((module) => ({
    default: module.ContentEditor,
  })),
);
export const SettingsPage = lazy(() =>
  import('../../features/admin/settings/settings-page').then((module) => ({
    default: module.SettingsPage,
  })),
);
export const MailTextsPage = lazy(() =>
  import('../../features/admin/mail-texts/mail-texts-page').then((module) => ({
    default: module.MailTextsPage,
  })),
);
export const MailTextEditor = lazy(() =>
  import('../../features/admin/mail-texts/mail-text-editor').then((module) => ({
    default: module.MailTextEditorRoute,
  })),
);
export const ReportPage = lazy(() =>
  import('../../features/admin/reports/report-page').then((module) => ({
    default: module.ReportPage,
  })),
);
export const AuditList = lazy(() =>
  import('../../features/admin/audit/audit-list').then((module) => ({
    default: module.AuditList,
  })),
);
export const SecurityLogList = lazy(() =>
  import('../../features/admin/security-log/security-log-list').then((module) => ({
    default: module.SecurityLogList,
  })),
);
export const ReportClientErrors = lazy(() =>
  import('../../features/admin/reports/report-client-errors').then((module) => ({
    default: module.ReportClientErrors,
  })),
);

import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams, useRoutes } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { useProfile } from '../../features/account/api/profile-api';
import { AuthPage } from '../../features/account/components/auth-page';
import { LoginForm } from '../../features/account/components/login-form';
import { RequireAuth } from '../../features/account/components/require-auth';
import { StaffSessionGate } from '../../features/account/second-factor/staff-session-gate';
import { useAuthStore } from '../../features/account/stores/auth-store';
import { staffPowerOf, type StaffPower } from '../../features/admin/shared/admin-paths';
import { sectionsFor } from '../../features/admin/shared/admin-sections';
import { StaffRolesProvider } from '../../features/admin/shared/staff-permissions';
import { hasPermission, isStaff, type Permission, type StaffRole } from '@theatre/contracts';
import { AdminLayout } from '../../features/admin/shared/admin-layout';
import { useAdminTranslation } from '../../features/admin/shared/use-admin-translation';
import { mainContentId } from '../../features/layout/components/app-frame';
import { LanguageSelector } from '../../features/layout/components/language-selector';
import { readBootData } from '../../lib/boot-data';
import { usePageTitle } from '../../lib/page-title';
import { DocumentTitle } from '../document-title';
import { AdminNoPermission, AdminNotFound } from './admin-fallbacks';
import { FocusMainOnNavigate } from '../focus-main-on-navigate';
import { useCaptchaSiteKey } from '../use-captcha-site-key';

import {
  PerformancesOverview,
  CheckInPicker,
  CheckInScanner,
  BoxOfficePicker,
  BoxOfficeSale,
  DayClosePage,
  DayCloseDetails,
  OrdersSearch,
  OrderPage,
  TransferOrderList,
  TransferOrderNew,
  TransferOrderPage,
  CouponList,
  CouponPage,
  CouponNewPage,
  CouponEditPage,
  UserList,
  UserPage,
  ProgrammeProductions,
  ProgrammeProductionNew,
  ProgrammeProduction,
  ProgrammePerformanceNew,
  ProgrammeVenues,
  SeatEditorPage,
  ProgrammePerformance,
  ContentPages,
  ContentEditor,
  SettingsPage,
  MailTextsPage,
  MailTextEditor,
  ReportPage,
  AuditList,
  SecurityLogList,
  ReportClientErrors,
} from './admin-pages';

/**
 * `/admin/*`: the back office (decision 0016), for staff only. The server checks the role on every
 * call; here a visitor is sent to sign in, and a customer is told they have no access. The back
 * office routes within this one lazy route, so the shop's first load carries none of it.
 */
export default function BackOfficeRoute() {
  const signedIn = useAuthStore((state) => state.token !== null && state.user !== null);
  // In maintenance the shop's sign-in page lies under the service-unavailable notice, and only
  // the back office's API answers: staff sign in here, to switch maintenance off.
  if (!signedIn && readBootData('boot-public-settings')?.maintenance === true) {
    return <StaffSignIn />;
  }
  return (
    <RequireAuth>
      <BackOffice />
    </RequireAuth>
  );
}

/** The back office's own sign-in, while the shop is in maintenance. */
function StaffSignIn() {
  const { t } = useAdminTranslation();
  const location = useLocation();
  const captchaSiteKey = useCaptchaSiteKey();
  usePageTitle(t('content.sign_in.title'));
  return (
    <main id={mainContentId} tabIndex={-1}>
      <DocumentTitle />
      <AuthPage title={t('content.sign_in.title')} intro={t('content.sign_in.text')}>
        <LoginForm
          captchaSiteKey={captchaSiteKey}
          returnTo={`${location.pathname}${location.search}`}
        />
      </AuthPage>
    </main>
  );
}

function BackOffice() {
  // The roles may have changed since signing in: the profile call refreshes the stored user.
  useProfile();
  const user = useAuthStore((state) => state.user);
  if (!user || !isStaff(user)) return <NoAccess />;
  return (
    <StaffSessionGate
      frame={(page) => (
        <main id={mainContentId} tabIndex={-1}>
          <DocumentTitle />
          {page}
        </main>
      )}
    >
      <BackOfficeLayout user={{ id: user.id, name: user.name, roles: user.roles }} />
    </StaffSessionGate>
  );
}

/** The back office once the staff session is there. */
function BackOfficeLayout({ user }: { user: { id: number; name: string; roles: StaffRole[] } }) {
  return (
    <AdminLayout
      staff={{ name: user.name, roles: user.roles }}
      shopHref={paths.home()}
      mainId={mainContentId}
      headerActions={<LanguageSelector tone="surface" />}
    >
      <DocumentTitle />
      <FocusMainOnNavigate />
      <StaffRolesProvider roles={user.roles}>
        <Suspense fallback={<PageLoader />}>
          <AdminPages staff={user} />
        </Suspense>
      </StaffRolesProvider>
    </AdminLayout>
  );
}

/**
 * The back office's pages, matched below `/admin` (route objects through `useRoutes`: the JSX
 * `<Routes>` would add its element-to-object converter to the shop's first-load vendor chunk).
 * Each area opens with its permission (decision 0057); another user is told they have no
 * permission for it (an unknown address stays "no such page").
 */
function AdminPages({ staff }: { staff: { id: number; roles: StaffRole[] } }) {
  const role = staffPowerOf(staff);
  const staffId = staff.id;
  const areas: { path: string; element: ReactNode; permission: Permission }[] = [
    { path: 'check-in', element: <CheckInPicker />, permission: 'check_in' },
    {
      path: 'check-in/:eventId',
      element: <CheckInScannerRoute role={role} />,
      permission: 'check_in',
    },
    { path: 'box-office', element: <BoxOfficePicker />, permission: 'box_office' },
    {
      path: 'box-office/:eventId',
      element: <BoxOfficeSaleRoute staffId={staffId} />,
      permission: 'box_office',
    },
    { path: 'day-close', element: <DayClosePage role={role} />, permission: 'box_office' },
    { path: 'day-close/:closeId', element: <DayCloseDetailsRoute />, permission: 'box_office' },
    { path: 'orders', element: <OrdersSearch />, permission: 'orders_view' },
    { path: 'orders/:orderId', element: <OrderPage role={role} />, permission: 'orders_view' },
    { path: 'transfer-orders', element: <TransferOrderList />, permission: 'transfer_orders' },
    {
      path: 'transfer-orders/new',
      element: <TransferOrderNew role={role} />,
      permission: 'transfer_orders',
    },
    {
      path: 'transfer-orders/:orderId',
      element: <TransferOrderPage />,
      permission: 'transfer_orders',
    },
    { path: 'coupons', element: <CouponList />, permission: 'coupons' },
    { path: 'coupons/new', element: <CouponNewPage />, permission: 'coupons' },
    { path: 'coupons/:couponId', element: <CouponPage />, permission: 'coupons' },
    { path: 'coupons/:couponId/edit', element: <CouponEditPage />, permission: 'coupons' },
    { path: 'users', element: <UserList />, permission: 'users' },
    { path: 'users/:userId', element: <UserPage staffId={staffId} />, permission: 'users' },
    { path: 'programme', element: <ProgrammeProductions />, permission: 'programme' },
    { path: 'programme/new', element: <ProgrammeProductionNew />, permission: 'programme' },
    { path: 'programme/venues', element: <ProgrammeVenues />, permission: 'programme' },
    {
      path: 'programme/halls/:hallId/seat-map',
      element: <SeatEditorRoute />,
      permission: 'programme',
    },
    {
      path: 'programme/productions/:productionId',
      element: <ProgrammeProductionRoute />,
      permission: 'programme',
    },
    {
      path: 'programme/productions/:productionId/performances/new',
      element: <ProgrammePerformanceNewRoute />,
      permission: 'programme',
    },
    {
      path: 'programme/performances/:eventId',
      element: <ProgrammePerformanceRoute />,
      permission: 'programme',
    },
    { path: 'content', element: <ContentPages />, permission: 'content' },
    { path: 'content/:documentId', element: <ContentEditorRoute />, permission: 'content' },
    { path: 'settings', element: <SettingsPage />, permission: 'settings' },
    { path: 'mail-texts', element: <MailTextsPage />, permission: 'content' },
    { path: 'mail-texts/:kind/:locale', element: <MailTextEditor />, permission: 'content' },
    { path: 'reports', element: <ReportPage />, permission: 'reports' },
    { path: 'client-errors', element: <ReportClientErrors />, permission: 'audit' },
    { path: 'audit', element: <AuditList />, permission: 'audit' },
    { path: 'security-log', element: <SecurityLogList />, permission: 'security_log' },
  ];
  // The overview for whoever may see it; anyone else starts at the first area they may open.
  const first = sectionsFor(staff)[0];
  const start = hasPermission(staff, 'overview') ? (
    <PerformancesOverview role={role} />
  ) : first ? (
    <Navigate to={first.to} replace />
  ) : (
    <AdminNoPermission />
  );
  return useRoutes([
    { index: true, element: start },
    ...areas.map((area) => ({
      path: area.path,
      element: hasPermission(staff, area.permission) ? area.element : <AdminNoPermission />,
    })),
    { path: '*', element: <AdminNotFound /> },
  ]);
}

/** A page's editor (`new`, or its id): another page starts afresh. */
function ContentEditorRoute() {
  const { documentId } = useParams();
  return <ContentEditor key={documentId} documentId={documentId} />;
}

/** A hall's seat-map editor; another hall starts afresh, an id that is no number is not found. */
function SeatEditorRoute() {
  const { hallId } = useParams();
  const id = Number(hallId);
  if (!Number.isInteger(id) || id <= 0) return <AdminNotFound />;
  return <SeatEditorPage key={id} hallId={id} />;
}

/** The programme's pages of one production or performance: another one starts afresh. */
function ProgrammeProductionRoute() {
  const { productionId } = useParams();
  return <ProgrammeProduction key={productionId} />;
}

function ProgrammePerformanceNewRoute() {
  const { productionId } = useParams();
  return <ProgrammePerformanceNew key={productionId} />;
}

function ProgrammePerformanceRoute() {
  const { eventId } = useParams();
  return <ProgrammePerformance key={eventId} />;
}

/** The door scanner of the route's performance; a new performance starts a fresh scanner. */
function CheckInScannerRoute({ role }: { role: StaffPower }) {
  const { eventId } = useParams();
  return <CheckInScanner key={eventId} eventId={eventId} role={role} />;
}

/** The box office's sale screen of the route's performance. */
function BoxOfficeSaleRoute({ staffId }: { staffId: number }) {
  const { eventId } = useParams();
  return <BoxOfficeSale key={eventId} eventId={eventId} staffId={staffId} />;
}

/** One recorded day close (administrators). */
function DayCloseDetailsRoute() {
  const { closeId } = useParams();
  return <DayCloseDetails key={closeId} closeId={closeId} />;
}

function NoAccess() {
  const { t } = useAdminTranslation();
  usePageTitle(t('shell.no_access_title'));
  return (
    <main id={mainContentId} tabIndex={-1}>
      <DocumentTitle />
      <Stack align="center" gap="md" py={80} px="md" maw={560} mx="auto" ta="center">
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconLock size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('shell.no_access_title')}
        </Title>
        <Text c="dimmed">{t('shell.no_access_text')}</Text>
        <Button component={Link} to={paths.home()}>
          {t('shell.to_shop')}
        </Button>
      </Stack>
    </main>
  );
}

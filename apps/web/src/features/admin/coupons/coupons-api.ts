import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminCouponActionReply,
  AdminCouponDetails,
  AdminCouponsReply,
  AdminCouponUsesReply,
  CouponCreateFields,
  CouponUpdateBody,
} from '@theatre/contracts';
import { api } from '../../../lib/api-client';
import { adminKeys } from '../shared/admin-keys';

/** GET /admin/coupons: by code or name, newest first, 50 a page, with their use (administrators). */
export function useAdminCoupons(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.couponList(q, page),
    queryFn: ({ signal }) =>
      api.get<AdminCouponsReply>('/admin/coupons', { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** GET /admin/coupons/:id. A 404 is the page's own state (no toast). */
export function useAdminCoupon(couponId: number) {
  return useQuery({
    queryKey: adminKeys.coupon(couponId),
    queryFn: ({ signal }) =>
      api.get<AdminCouponDetails>(`/admin/coupons/${String(couponId)}`, {
        signal,
        handles: ['coupon_not_found'],
      }),
    staleTime: 5_000,
  });
}

/** GET /admin/coupons/:id/uses: newest first, 50 a page. */
export function useCouponUses(couponId: number, page: number) {
  return useQuery({
    queryKey: adminKeys.couponUses(couponId, page),
    queryFn: ({ signal }) =>
      api.get<AdminCouponUsesReply>(`/admin/coupons/${String(couponId)}/uses`, {
        query: { page },
        signal,
        handles: ['coupon_not_found'],
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/**
 * POST /admin/coupons: a new coupon. A 422 is the form's (under its fields); the created coupon is
 * put in the cache for its page, and the lists are refreshed.
 */
export function useCreateCoupon() {
  return useMutation({
    mutationFn: (body: CouponCreateFields) =>
      api.post<AdminCouponDetails>('/admin/coupons', body, { handles: ['validation_failed'] }),
    onSuccess: (coupon, _body, _context, { client }) => {
      client.setQueryData(adminKeys.coupon(coupon.id), coupon);
      return client.invalidateQueries({ queryKey: adminKeys.coupons(), exact: false });
    },
  });
}

/** PUT /admin/coupons/:id: names, validity and limits; a 422 is the form's. */
export function useUpdateCoupon(couponId: number) {
  return useMutation({
    mutationFn: (body: CouponUpdateBody) =>
      api.request<AdminCouponActionReply>(`/admin/coupons/${String(couponId)}`, {
        method: 'PUT',
        body,
        handles: ['validation_failed'],
      }),
    onSuccess: (reply, _body, _context, { client }) => {
      client.setQueryData(adminKeys.coupon(couponId), reply.coupon);
      return client.invalidateQueries({ queryKey: adminKeys.coupons() });
    },
  });
}

/** POST /admin/coupons/:id/deactivate or /activate. */
export function useSetCouponActive(couponId: number) {
  return useMutation({
    mutationFn: (active: boolean) =>
      api.post<AdminCouponActionReply>(
        `/admin/coupons/${String(couponId)}/${active ? 'activate' : 'deactivate'}`,
      ),
    onSuccess: (reply, _active, _context, { client }) => {
      client.setQueryData(adminKeys.coupon(couponId), reply.coupon);
      return client.invalidateQueries({ queryKey: adminKeys.coupons() });
    },
  });
}

import { z } from 'zod';
import { secondFactorRoles } from './second-factor.js';

/*
 * Sessions people can see and end, their lifetimes, locked accounts (decision 0055).
 */

const maxInt = 2_147_483_647;

/**
 * The header the web app puts on requests it makes by itself (polls, the door's sync): they keep
 * the session alive but are not the user's activity, so the idle limit goes on counting.
 */
export const backgroundRequestHeader = 'x-background-request';

/** The administrators' idle limit of staff sessions, in minutes: the default and its range. */
export const staffIdleMinutes = { default: 30, min: 5, max: 240 } as const;

/** How a session ended when the API answers 419 `session_expired`: `idle` after inactivity. */
export const sessionEndReasons = ['idle', 'lifetime'] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/** One of the signed-in user's sessions, as GET /profile/sessions lists them. */
export const profileSession = z.object({
  id: z.number().int(),
  /** Browser and version, from the user agent; null when it names none. */
  browser: z.string().nullable(),
  /** Operating system and version, from the user agent; null when it names none. */
  os: z.string().nullable(),
  /** desktop, mobile, tablet, tv…; null when unknown. */
  device: z.string().nullable(),
  /** The model or vendor (iPhone, Pixel 8…), when the user agent names it. */
  device_model: z.string().nullable(),
  /** As the request that started the session named it (behind the trusted proxy). */
  ip_address: z.string().nullable(),
  /** Signed in. */
  created_at: z.string(),
  /** The user's last own request (background polls do not count). */
  last_active_at: z.string(),
  /** When it ends at the latest, inactivity aside. */
  expires_at: z.string(),
  /** The session of this request. */
  current: z.boolean(),
});
export type ProfileSession = z.infer<typeof profileSession>;

/** GET /profile/sessions: the live sessions, this one first, then the last active first. */
export const profileSessionsReply = z.object({ data: z.array(profileSession) });
export type ProfileSessionsReply = z.infer<typeof profileSessionsReply>;

/** `:id` of POST /profile/sessions/:id/end. */
export const sessionIdParams = z.object({
  id: z.coerce.number('validation.required').int().positive().max(maxInt),
});

/** What ending sessions did. */
export const sessionsEndedReply = z.object({ message: z.string(), ended: z.number().int() });
export type SessionsEndedReply = z.infer<typeof sessionsEndedReply>;

/** GET and PUT /admin/settings/sessions. */
export const sessionSettings = z.object({
  /** Staff sessions end after this many minutes without the user's own request. */
  staff_idle_minutes: z.number().int(),
  /** The staff roles that must pass a second factor (decision 0056). */
  second_factor_roles: z.array(z.enum(secondFactorRoles)),
});
export type SessionSettings = z.infer<typeof sessionSettings>;

export const sessionSettingsBody = z.object({
  staff_idle_minutes: z
    .number('validation.staff_idle_minutes')
    .int('validation.staff_idle_minutes')
    .min(staffIdleMinutes.min, 'validation.staff_idle_minutes')
    .max(staffIdleMinutes.max, 'validation.staff_idle_minutes'),
  /** Left out: unchanged. */
  second_factor_roles: z.array(z.enum(secondFactorRoles)).max(10).optional(),
});
export type SessionSettingsBody = z.infer<typeof sessionSettingsBody>;

/** POST /admin/users/:id/lock. */
export const userLockBody = z.object({ locked: z.boolean('validation.required') });
export type UserLockBody = z.infer<typeof userLockBody>;

import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/api-error';
import type { RouteAccess, RouteAuth } from '../../../http/route-access';
import { SESSION_COOKIE, type ResolvedSession, type SessionService, type UserRow } from './session.service';
import { refusedByStaffGate, type StepUpPolicy } from './step-up';

declare module '../../../http/route-access' {
  /** Routes see the full user row on `request.user` / `request.caller`. */
  interface CallerTypes {
    caller: UserRow;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<ResolvedSession | undefined>>();
/** The same lookups once settled, for the synchronous `admit`. */
const settled = new WeakMap<FastifyRequest, ResolvedSession | undefined>();

/** Whether a user's site ban is in force now, by the database clock (the users module's `bans`). */
export interface BanCheck {
  inForce(userId: number): Promise<boolean>;
}

/**
 * Whether a player has a time-out or self-exclusion closing play now (the responsible-gambling
 * module's `exclusionOf`, handed in at composition: that module imports this one, so not the reverse).
 */
export interface ExclusionCheck {
  /** The exclusion in force, `until` null when it has no end (for good, or awaiting a reopen); null when none. */
  exclusionOf(userId: number): Promise<{ until: Date | null } | null>;
}

/** What `admit` reads from the database when the cached row is not enough. */
export interface AdmitChecks {
  bans: BanCheck;
  exclusions: ExclusionCheck;
}

/** The route chain's view of sign-in (http/route-access.ts), given to http at composition. */
export function routeAccess(sessions: SessionService, checks: AdmitChecks): RouteAccess {
  return {
    currentUser: (request) => currentUser(request, sessions),
    admit: (auth, caller, reply) => admit(auth, caller, reply, checks, sessions.stepUpPolicy),
    usesCookieAuth,
  };
}

/** The session token of a request: the HttpOnly cookie for the web app, or `Authorization: Bearer`. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[SESSION_COOKIE];
}

/** True when the request is authenticated by the cookie (and so needs the same-origin check). */
export function usesCookieAuth(request: FastifyRequest): boolean {
  return !request.headers.authorization?.startsWith('Bearer ') && Boolean(request.cookies[SESSION_COOKIE]);
}

/** The signed-in user, looked up once per request (the rate limiter and the auth check share it). */
export async function currentUser(request: FastifyRequest, sessions: SessionService): Promise<UserRow | undefined> {
  return (await currentSession(request, sessions))?.user;
}

/** The request's session (its user, token hash and facts), looked up once per request. */
export function currentSession(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<ResolvedSession | undefined> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = sessions.resolveSession(requestToken(request)).then((session) => {
      settled.set(request, session);
      return session;
    });
    resolved.set(request, pending);
  }
  return pending;
}

/** The session a signed-in route's request was admitted with (the route chain resolved it before the handler). */
export async function requestSession(request: FastifyRequest): Promise<ResolvedSession> {
  const session = await resolved.get(request);
  if (!session)
    throw new Error(`no session on ${request.routeOptions.url}: its auth must admit signed-in callers only`);
  return session;
}

/**
 * Refuses a caller the route's `auth` does not admit: `user_api.unauthenticated` (401) for guests;
 * then the site ban, in this one place (docs/product/overview.md "Accounts and sign-in"): a banned
 * player stays signed in and may read and write to support, but every route that declares
 * `restricted` (stakes, deposits, withdrawals, chat) and every staff route answers 403
 * `auth_api.banned` while the ban is in force by the database clock; then the role (`admin_api.forbidden`, or the
 * chat's `chat_api.not_admin_or_moderator` for staff); then the staff gate: under STAFF_2FA=required
 * every `/api/admin/*` route refuses a session without a recent step-up with
 * `admin_api.two_factor_required` (docs/architecture/security.md "Staff gate": this is its one
 * place, driven by the route's URL, so no admin route can forget it); last, on a route that declares
 * `playing`, a time-out or self-exclusion in force answers 403 `rg_api.excluded` with its `until`
 * (absent when it has no end) (docs/money/settlement.md "Responsible-gambling gate"). Synchronous (it
 * throws) except where the database must be read first: a banned user on a restricted route (an
 * ended timed ban is lifted then, and the request goes on), and every `playing` route.
 */
export function admit(
  auth: RouteAuth,
  user: UserRow | undefined,
  reply: FastifyReply,
  checks: AdmitChecks,
  stepUp: StepUpPolicy,
): Promise<void> | undefined {
  if (auth === 'public') return undefined;
  if (!user) throw new ApiError('user_api.unauthenticated', 401);
  const { config } = reply.request.routeOptions;
  // The cached row says banned: the database decides whether the ban is still in force.
  const readBan = user.banned && (auth !== 'user' || config.restricted === true);
  if (readBan || config.playing === true) {
    return admitAfterReads(auth, user, reply, checks, stepUp, { readBan, playing: config.playing === true });
  }
  return admitRole(auth, user, reply, stepUp);
}

function admitRole(auth: RouteAuth, user: UserRow, reply: FastifyReply, stepUp: StepUpPolicy): undefined {
  if (auth === 'admin' && !user.isAdmin) throw new ApiError('admin_api.forbidden', 403);
  if (auth === 'staff' && !user.isAdmin && !user.isModerator) {
    throw new ApiError('chat_api.not_admin_or_moderator', 403);
  }
  if (stepUp.staffRequired) {
    const { request } = reply;
    // Resolved already: the route chain awaited this request's session before admitting it.
    const facts = sessionFactsOf(request);
    if (refusedByStaffGate(stepUp, request.routeOptions.url, facts, Date.now())) {
      throw new ApiError('admin_api.two_factor_required', 403);
    }
  }
  return undefined;
}

/** The facts of a session whose lookup has settled (admit runs after it). */
function sessionFactsOf(request: FastifyRequest) {
  return settled.get(request)?.facts;
}

async function admitAfterReads(
  auth: RouteAuth,
  user: UserRow,
  reply: FastifyReply,
  checks: AdmitChecks,
  stepUp: StepUpPolicy,
  reads: { readBan: boolean; playing: boolean },
): Promise<void> {
  if (reads.readBan && (await checks.bans.inForce(user.id))) throw new ApiError('auth_api.banned', 403);
  admitRole(auth, user, reply, stepUp);
  if (!reads.playing) return;
  const exclusion = await checks.exclusions.exclusionOf(user.id);
  if (exclusion) {
    throw new ApiError('rg_api.excluded', 403, exclusion.until ? { until: exclusion.until.toISOString() } : undefined);
  }
}

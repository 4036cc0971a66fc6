import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who may call a route (its `config.auth`): anyone, a signed-in player, staff (moderators and
 * admins: chat moderation), or admins only.
 */
export type RouteAuth = 'public' | 'user' | 'staff' | 'admin';

/**
 * The caller's type, registered by the module that signs people in (modules/account/auth augments this
 * interface with `caller: UserRow`), so that routes see the full row on `request.user` while http
 * imports no module. Without a registration http knows only what it needs itself.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CallerTypes {}

/** The signed-in caller of a request (the auth module's user row). */
export type Caller = CallerTypes extends { caller: infer Row } ? Row : { id: number; isAdmin: boolean };

/**
 * What the route chain needs from sign-in, provided by the auth module at composition: http
 * owns the chain (rate limit → guards → auth → validation), auth owns what a session is.
 */
export interface RouteAccess {
  /** The signed-in caller, looked up once per request (the rate limiter and the auth check share it). */
  currentUser(request: FastifyRequest): Promise<Caller | undefined>;
  /** Refuses a caller the route's `auth` does not admit (throws, or a promise when it must read the database first). */
  admit(auth: RouteAuth, caller: Caller | undefined, reply: FastifyReply): Promise<void> | undefined;
  /** True when the request is authenticated by the cookie (and so needs the same-origin check). */
  usesCookieAuth(request: FastifyRequest): boolean;
}

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Response headers (docs/architecture/security.md "Origin and CSRF"). Pages and files get
 * helmet's set with a CSP that lets them connect only to our own origins; HSTS only when the site
 * is served over https.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  // JSON answers need no CSP and friends, and building them costs ~8% of a cheap API call: the
  // API gets two fixed headers instead, pages and files keep the full helmet set.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.helmet = false;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/'))
      reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
    done();
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Skin pictures come from Steam's CDN; the web app falls back to a drawn image offline.
        // `blob:` for images only: a ticket's screenshot is previewed from the picked file before
        // it is sent (URL.createObjectURL); scripts, styles and connections never load from blob:.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          'https://steamcdn-a.akamaihd.net',
          'https://community.cloudflare.steamstatic.com',
        ],
        connectSrc: ["'self'", ...connectSources(config.allowedOrigins)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS makes browsers refuse plain http to this host for a year: right for an https site,
    // and a site on http://localhost or a LAN address would lock itself out.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? undefined : false,
  });
}

/**
 * Each allowed origin and its socket form (http → ws, https → wss): never a bare `ws:` (any host).
 * CSP host sources cannot name an IPv6 literal (Chromium rejects `http://[::1]:3000` as invalid),
 * so those are left out: a page opened there is covered by `'self'`, which is all it needs.
 */
function connectSources(origins: string[]): string[] {
  return origins
    .filter((origin) => !new URL(origin).hostname.startsWith('['))
    .flatMap((origin) => [origin, origin.replace(/^http/, 'ws')]);
}

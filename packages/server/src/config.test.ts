import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { loadConfig } from './config';

describe('configuration defaults (issue 12: a first run on any port, at any local address)', () => {
  it('builds PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '3100' }).publicUrl).toBe('http://localhost:3100');
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
  });

  it('allows the loopback addresses of the port while demo sign-in is on', () => {
    const config = loadConfig({ PORT: '3100' });
    expect(config.demoLogin).toBe(true);
    expect(config.allowedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100']),
    );
  });

  it('allows only PUBLIC_URL and ALLOWED_ORIGINS without demo sign-in', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '3100',
      PUBLIC_URL: 'https://skins.example',
      ALLOWED_ORIGINS: 'https://admin.skins.example',
    });
    expect(config.demoLogin).toBe(false);
    expect(config.allowedOrigins).toEqual(['https://skins.example', 'https://admin.skins.example']);
  });

  it('listens on this machine only while demo sign-in is on, everywhere otherwise, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO_LOGIN: '0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });
});

/** Loads the configuration and answers the one line it refused with (or null when it started). */
function refusal(env: NodeJS.ProcessEnv): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

const REAL_CREDENTIALS = {
  FREEKASSA_MERCHANT_ID: '14963',
  FREEKASSA_SECRET_1: 'real-1',
  FREEKASSA_SECRET_2: 'real-2',
  FREEKASSA_API_KEY: 'real-api',
  YOOMONEY_WALLET: '410012345678901',
  YOOMONEY_NOTIFICATION_SECRET: 'real-ym',
  NOWPAYMENTS_API_KEY: 'real-np',
  NOWPAYMENTS_IPN_SECRET: 'real-ipn',
  STEAM_BOT_ACCOUNT_NAME: 'bot',
  STEAM_BOT_PASSWORD: 'password',
  STEAM_BOT_SHARED_SECRET: 'shared',
  STEAM_BOT_IDENTITY_SECRET: 'identity',
};

describe('production never runs a sandbox by accident (issue 25)', () => {
  const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://skins.example' };

  it('refuses demo sign-in in production with one line naming DEMO_LOGIN and DEMO_SITE', () => {
    const message = refusal({ ...PRODUCTION, DEMO_LOGIN: '1' });
    expect(message).toMatch(/^DEMO_LOGIN=1 is refused in production: .*set DEMO_SITE=1 for a public demo/);
    expect(message).not.toContain('\n');
    expect(refusal({ ...PRODUCTION, DEMO_LOGIN: 'true' })).toMatch(/^DEMO_LOGIN=true is refused in production/);
  });

  it('refuses the payment sandbox in production with one line naming PAYMENTS_SANDBOX', () => {
    const message = refusal({ ...PRODUCTION, PAYMENTS_SANDBOX: '1' });
    expect(message).toMatch(/^PAYMENTS_SANDBOX=1 is refused in production: .*set DEMO_SITE=1 for a public demo/);
    expect(message).not.toContain('\n');
  });

  it('refuses them however the production node listens: loopback is no guard behind a proxy', () => {
    const local = { NODE_ENV: 'production', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' };
    expect(refusal({ ...local, DEMO_LOGIN: '1' })).toMatch(/^DEMO_LOGIN=1 is refused/);
    expect(refusal({ ...local, PAYMENTS_SANDBOX: 'on' })).toMatch(/^PAYMENTS_SANDBOX=on is refused/);
  });

  it('starts a production node on a loopback address with an http:// PUBLIC_URL (the local try-out)', () => {
    const config = loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:3000' });
    expect(config).toMatchObject({ host: '127.0.0.1', publicUrl: 'http://127.0.0.1:3000', demoLogin: false });
    expect(config.demoSite).toBe(false);
    expect(config.wallet.sandbox).toBe(false);
    expect(config.secureCookies).toBe(false);
    // And the same try-out as a demo site, with demo sign-in and the sandbox.
    const demo = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      DEMO_SITE: '1',
    });
    expect(demo).toMatchObject({ demoSite: true, demoLogin: true, wallet: { sandbox: true } });
  });

  it('starts a public demo in production with DEMO_SITE=1: demo sign-in and the sandbox on by default', () => {
    const config = loadConfig({ ...PRODUCTION, DEMO_SITE: '1' });
    expect(config).toMatchObject({ demoSite: true, demoLogin: true, wallet: { sandbox: true, steamSandbox: true } });
    expect(loadConfig({ ...PRODUCTION, DEMO_SITE: '1', DEMO_LOGIN: '1', PAYMENTS_SANDBOX: '1' }).demoSite).toBe(true);
    expect(loadConfig({ ...PRODUCTION, DEMO_SITE: '1', PAYMENTS_SANDBOX: '0' }).wallet.sandbox).toBe(false);
  });

  it.each(Object.keys(REAL_CREDENTIALS))('refuses a demo site with the real credential %s set, naming it', (name) => {
    for (const nodeEnv of ['production', 'development', 'test']) {
      const message = refusal({ NODE_ENV: nodeEnv, DEMO_SITE: '1', [name]: 'x' });
      expect(message).toMatch(/^DEMO_SITE=1 is refused with real provider credentials set: /);
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it('names every real credential a demo site was given', () => {
    const message = refusal({ DEMO_SITE: '1', ...REAL_CREDENTIALS })!;
    for (const name of Object.keys(REAL_CREDENTIALS)) expect(message).toContain(name);
  });

  it('refuses some but not all STEAM_BOT_* anywhere: the fake gateway would stand in for the real bot', () => {
    const message = refusal({ NODE_ENV: 'development', STEAM_BOT_ACCOUNT_NAME: 'bot', STEAM_BOT_PASSWORD: 'pw' });
    expect(message).toMatch(/^STEAM_BOT_\* must be set all four or none/);
    expect(message).toContain('STEAM_BOT_SHARED_SECRET');
    expect(message).toContain('STEAM_BOT_IDENTITY_SECRET');
  });

  it('sandboxes only what has no credentials: a real bot is never replaced by the fake’s controls', () => {
    const steam = {
      STEAM_BOT_ACCOUNT_NAME: 'bot',
      STEAM_BOT_PASSWORD: 'pw',
      STEAM_BOT_SHARED_SECRET: 's',
      STEAM_BOT_IDENTITY_SECRET: 'i',
    };
    expect(loadConfig({ PAYMENTS_SANDBOX: '1', ...steam }).wallet.steamSandbox).toBe(false);
    expect(loadConfig({ PAYMENTS_SANDBOX: '1' }).wallet.steamSandbox).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: '0' }).wallet.steamSandbox).toBe(false);
  });

  it('keeps development and test as they were: demo sign-in and the sandbox on by default', () => {
    expect(loadConfig({})).toMatchObject({ demoSite: false, demoLogin: true, wallet: { sandbox: true } });
    expect(loadConfig({ NODE_ENV: 'test', ...REAL_CREDENTIALS, PAYMENTS_SANDBOX: '1' }).wallet.sandbox).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
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

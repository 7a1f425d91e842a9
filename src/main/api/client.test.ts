import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_URLS, LanguageServicesClient, defaultUserAgent } from './client';

describe('client configuration', () => {
  it('picks the address by plan, Pro by default', () => {
    expect(new LanguageServicesClient({ authKey: 'k-1234' }).baseUrl).toBe(DEFAULT_BASE_URLS.pro);
    expect(new LanguageServicesClient({ authKey: 'k-1234:fx', plan: 'free' }).baseUrl).toBe(DEFAULT_BASE_URLS.free);
    expect(DEFAULT_BASE_URLS.pro).not.toBe(DEFAULT_BASE_URLS.free);
  });

  it('lets another data center override the address', () => {
    const client = new LanguageServicesClient({ authKey: 'k-1234', plan: 'free', baseUrl: 'https://eu.example.test/' });
    expect(client.baseUrl).toBe('https://eu.example.test/');
    expect(client.plan).toBe('free');
  });

  it('refuses an address with credentials or a query, so no key can ride in a URL', () => {
    expect(() => new LanguageServicesClient({ authKey: 'k-1234', baseUrl: 'https://x.test/?auth_key=abc' })).toThrow(
      /address/,
    );
    expect(() => new LanguageServicesClient({ authKey: 'k-1234', baseUrl: 'https://user:pw@x.test/' })).toThrow(
      /address/,
    );
  });

  it('refuses an empty key or one with spaces, without repeating it', () => {
    expect(() => new LanguageServicesClient({ authKey: '' })).toThrow(/API key/);
    let message = '';
    try {
      new LanguageServicesClient({ authKey: 'secret with spaces' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/API key/);
    expect(message).not.toContain('secret');
  });

  it('identifies itself as Glossa/<version> (<os>)', () => {
    expect(defaultUserAgent()).toMatch(/^Glossa\/\d+\.\d+\.\d+ \([^)]+\)$/);
  });
});

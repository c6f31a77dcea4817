import { describe, expect, it } from 'vitest';
import {
  clearSessionCookies,
  createMemoryCookieJar,
  parseCookies,
  serializeCookie,
  TOKEN_COOKIE,
} from './cookies';

describe('api/cookies', () => {
  it('names one token cookie per system', () => {
    expect(TOKEN_COOKIE).toEqual({
      main: 'AUTHENTICATE_TOKEN',
      navy: 'NAVY_TOKEN',
      oa: 'OA_TOKEN',
    });
  });

  it('parses document.cookie and decodes values', () => {
    const jar = parseCookies('AUTHENTICATE_TOKEN=abc%3D%3D; ueToken=u1;broken; x=%E4%B8%AD');
    expect(jar.get('AUTHENTICATE_TOKEN')).toBe('abc==');
    expect(jar.get('ueToken')).toBe('u1');
    expect(jar.get('x')).toBe('中');
    expect(jar.has('broken')).toBe(false);
  });

  it('writes a one-day cookie on path /', () => {
    expect(serializeCookie('AUTHENTICATE_TOKEN', 'a b', { maxAgeSec: 86_400, path: '/' })).toBe(
      'AUTHENTICATE_TOKEN=a%20b; path=/; SameSite=Lax; max-age=86400',
    );
  });

  it('marks the cookie Secure when the page is served over HTTPS', () => {
    expect(serializeCookie('AUTHENTICATE_TOKEN', 't', { secure: true })).toBe(
      'AUTHENTICATE_TOKEN=t; path=/; SameSite=Lax; Secure',
    );
  });

  it('clears the tokens of all three systems', () => {
    const jar = createMemoryCookieJar({
      AUTHENTICATE_TOKEN: '1',
      NAVY_TOKEN: '2',
      OA_TOKEN: '3',
      ueToken: 'u',
    });
    clearSessionCookies(jar);
    expect([...jar.values.keys()]).toEqual(['ueToken']);
  });
});

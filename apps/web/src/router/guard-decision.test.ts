import { describe, expect, it } from 'vitest';
import { decideNavigation, documentTitle, loginRedirectPath, safeRedirect } from './guard-decision';

describe('router/guard-decision', () => {
  it('lets anyone open a public route', () => {
    expect(decideNavigation({ pathname: '/login', search: '', auth: false }, false)).toEqual({
      type: 'allow',
    });
  });

  it('lets a visitor with the cookie open a protected route', () => {
    expect(decideNavigation({ pathname: '/dashboard', search: '', auth: true }, true)).toEqual({
      type: 'allow',
    });
  });

  it('sends a visitor without the cookie to /login with the encoded full path', () => {
    const decision = decideNavigation(
      { pathname: '/warningList', search: '?level=red&q=舆情 热点', auth: true },
      false,
    );
    expect(decision).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/warningList?level=red&q=舆情 热点')}`,
    });
    const redirect = new URLSearchParams(
      decision.type === 'redirect' ? decision.to.split('?')[1] : '',
    );
    expect(redirect.get('redirect')).toBe('/warningList?level=red&q=舆情 热点');
  });

  it('accepts a query string without its leading question mark', () => {
    expect(
      decideNavigation({ pathname: '/report/daily', search: 'a=1', auth: true }, false),
    ).toEqual({
      type: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/report/daily?a=1')}`,
    });
  });

  it('lets a visitor without the cookie in when the query carries id', () => {
    expect(
      decideNavigation({ pathname: '/paperDetail', search: '?id=12', auth: true }, false),
    ).toEqual({
      type: 'allow',
    });
  });

  it('lets a visitor without the cookie in when the query carries articleId', () => {
    expect(
      decideNavigation(
        { pathname: '/articleDetails', search: '?fromId=3&articleId=9', auth: true },
        false,
      ),
    ).toEqual({ type: 'allow' });
  });

  it('does not mistake other keys containing id for the exception', () => {
    expect(
      decideNavigation(
        { pathname: '/articleDetails', search: '?fromId=3&userid=2', auth: true },
        false,
      ).type,
    ).toBe('redirect');
  });

  it('builds the browser title from the page title and the product name', () => {
    expect(documentTitle('预警信息')).toBe('预警信息 - 观澜舆情');
    expect(documentTitle(undefined)).toBe('观澜舆情');
  });

  it('builds the login path for the API client', () => {
    expect(loginRedirectPath('/a?b=1')).toBe('/login?redirect=%2Fa%3Fb%3D1');
  });

  it('keeps only same-site paths as the place to go after login', () => {
    expect(safeRedirect('/warningList?x=1')).toBe('/warningList?x=1');
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect('https://evil.example/')).toBe('/dashboard');
    expect(safeRedirect('//evil.example/')).toBe('/dashboard');
    expect(safeRedirect('/login?redirect=/x')).toBe('/dashboard');
  });
});

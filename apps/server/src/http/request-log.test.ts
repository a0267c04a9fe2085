import { describe, expect, it } from 'vitest';
import { maskLinkTokens } from './request-log';

describe('maskLinkTokens', () => {
  it('masks the token of the reset call and of the pages the mails link to', () => {
    expect(maskLinkTokens('/exposed/password/abc_-123/user/reset')).toBe(
      '/exposed/password/***/user/reset',
    );
    expect(maskLinkTokens('/credentials/recover/abc_-123/42')).toBe('/credentials/recover/***/42');
    expect(maskLinkTokens('/account/verify/abc_-123')).toBe('/account/verify/***');
    expect(maskLinkTokens('/account/verify/abc?x=1')).toBe('/account/verify/***?x=1');
  });

  it('leaves other paths as they are', () => {
    for (const url of ['/exposed/password/reset/request', '/api/login_check', '/c/verrerie']) {
      expect(maskLinkTokens(url)).toBe(url);
    }
  });
});

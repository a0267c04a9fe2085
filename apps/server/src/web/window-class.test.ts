import { describe, expect, it } from 'vitest';
import { windowClassOf } from './window-class';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describe('the window a page is laid out for', () => {
  it("is a phone's when the client hint says so, whatever the user agent", () => {
    expect(windowClassOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': DESKTOP_FIREFOX })).toBe(
      'phone',
    );
    expect(windowClassOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_CHROME })).toBe(
      'desktop',
    );
  });

  it('goes by the user agent without the hint', () => {
    expect(windowClassOf({ 'user-agent': IPHONE_SAFARI })).toBe('phone');
    expect(windowClassOf({ 'user-agent': ANDROID_CHROME })).toBe('phone');
    expect(windowClassOf({ 'user-agent': DESKTOP_FIREFOX })).toBe('desktop');
    // Tablets say they are desktops: they get the desktop layout, then their own.
    expect(windowClassOf({ 'user-agent': IPAD_SAFARI })).toBe('desktop');
    expect(windowClassOf({})).toBe('desktop');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { browserEmotionCache, serverStyleTags } from './emotion-cache';

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the server's critical styles taken over by the browser", () => {
  it('are marked so that no Emotion cache moves them, globals under their own name', () => {
    const tags = serverStyleTags({
      html: '',
      styles: [
        { key: 'lab-global', ids: ['g1'], css: 'body{margin:0}' },
        { key: 'lab', ids: ['a1', 'b2'], css: '.lab-a1{color:red}.lab-b2{color:blue}' },
      ],
    });
    expect(tags).toBe(
      '<style data-emotion="lab-global g1" data-s="">body{margin:0}</style>' +
        '<style data-emotion="lab-served a1 b2" data-s="">.lab-a1{color:red}.lab-b2{color:blue}</style>',
    );
  });

  it('count as inserted, stay where they are, and new rules go after them', () => {
    document.head.innerHTML = `<meta charset="utf-8"><style data-emotion="lab-served a1 b2" data-s="">.lab-a1{color:red}</style>`;
    const served = document.head.querySelector('style');
    const cache = browserEmotionCache();
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    cache.insert(
      '.lab-c3',
      { name: 'c3', styles: 'color:green;', next: undefined },
      cache.sheet,
      true,
    );
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles[0]).toBe(served);
    expect(styles).toHaveLength(2);
    expect(styles[1]?.getAttribute('data-emotion')).toBe('lab');
    expect(styles[1]?.textContent).toContain('.lab-c3{color:green;}');
  });
});

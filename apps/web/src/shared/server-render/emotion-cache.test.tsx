import { CacheProvider, css, Global } from '@emotion/react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserEmotionCache, serverStyleTags } from './emotion-cache';

// The test files of a worker share one document: emptying its head would leave MUI's
// cache pointing at detached style elements, and the next file's global styles failed to
// insert before them. Only what this file adds goes away.
const added: Element[] = [];
afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

describe("the server's critical styles taken over by the browser", () => {
  it('leave the style elements of the page before them alone', () => {
    render(<Button>Ajouter</Button>);
    expect(screen.getByRole('button')).toBeVisible();
  });

  // Every rule the render made: also those of a class no element carries (b2), which a
  // styled component over another makes, and the browser would otherwise make again.
  it('are marked so that no Emotion cache moves them, globals under their own name', () => {
    const tags = serverStyleTags({
      key: 'lab',
      inserted: { g1: 'body{margin:0}', a1: '.lab-a1{color:red}', b2: '.lab-b2{color:blue}' },
      registered: { 'lab-a1': 'color:red;', 'lab-b2': 'color:blue;' },
    });
    expect(tags).toBe(
      '<style data-emotion="lab-global g1" data-s="">body{margin:0}</style>' +
        '<style data-emotion="lab-served a1 b2" data-s="">.lab-a1{color:red}.lab-b2{color:blue}</style>',
    );
  });

  it('count as inserted, stay where they are, and new rules go after them', () => {
    const served = document.createElement('style');
    served.setAttribute('data-emotion', 'lab-served a1 b2');
    served.setAttribute('data-s', '');
    served.textContent = '.lab-a1{color:red}';
    document.head.append(served);
    added.push(served);
    const previous = served.previousSibling;
    const cache = browserEmotionCache();
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    cache.insert(
      '.lab-c3',
      { name: 'c3', styles: 'color:green;', next: undefined },
      cache.sheet,
      true,
    );
    added.push(...cache.sheet.tags);
    expect(served.previousSibling).toBe(previous);
    expect(cache.sheet.tags).toHaveLength(1);
    const [own] = cache.sheet.tags;
    expect(own?.getAttribute('data-emotion')).toBe('lab');
    expect(own?.textContent).toContain('.lab-c3{color:green;}');
    expect(
      served.compareDocumentPosition(own as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("are taken over by a global's component where they are, not moved and read again", () => {
    const styles = css({ '.lab-test-global': { color: 'red' } });
    const served = document.createElement('style');
    served.setAttribute('data-emotion', `lab-global ${styles.name}`);
    served.setAttribute('data-s', '');
    served.textContent = '.lab-test-global{color:red;}';
    const next = document.createElement('meta');
    document.head.append(served, next);
    added.push(served, next);
    const observer = new MutationObserver(() => {});
    observer.observe(document.head, { childList: true });
    render(
      <CacheProvider value={browserEmotionCache()}>
        <Global styles={styles} />
      </CacheProvider>,
    );
    const moves = observer.takeRecords();
    observer.disconnect();
    // Taken over: no other element holds the rule, and the server's stayed in place.
    expect(moves).toEqual([]);
    expect(served.nextSibling).toBe(next);
    expect(document.head.querySelectorAll('style[data-emotion^="lab-global"]')).toHaveLength(1);
  });

  // MUI's global styles insert theirs before its cache's first element: detached, it failed.
  it('leave the page able to add global styles after them', () => {
    render(<GlobalStyles styles={{ body: { margin: 0 } }} />);
    expect(document.head.querySelector('style[data-emotion^="css-global"]')).not.toBeNull();
  });
});

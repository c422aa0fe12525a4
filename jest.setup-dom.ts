import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A page's first render in a test file loads its lazy parts; on a busy 2-core machine that can pass the default
// second, so the find and wait helpers give the page three.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no matchMedia; components read breakpoints through it. Tests resize with window.innerWidth.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => {
    const evaluate = () => {
      const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
      const min = /min-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
      let matches = true;
      if (max) matches = matches && window.innerWidth <= Number(max[1]);
      if (min) matches = matches && window.innerWidth >= Number(min[1]);
      return matches;
    };
    const listeners = new Set<(e: MediaQueryListEvent) => void>();
    const mql = {
      media: query,
      get matches() {
        return evaluate();
      },
      onchange: null,
      addEventListener: (_: string, cb: (e: MediaQueryListEvent) => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: (e: MediaQueryListEvent) => void) => listeners.delete(cb),
      addListener: (cb: (e: MediaQueryListEvent) => void) => listeners.add(cb),
      removeListener: (cb: (e: MediaQueryListEvent) => void) => listeners.delete(cb),
      dispatchEvent: () => true,
    };
    window.addEventListener('resize', () => {
      for (const cb of listeners) cb({ matches: evaluate(), media: query } as MediaQueryListEvent);
    });
    return mql as unknown as MediaQueryList;
  };
}
window.scrollTo = () => {};

// Every test starts as a new visitor: nothing in this browser's storage from the test before.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

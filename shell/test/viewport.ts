import { act } from '@testing-library/react';

export const DESKTOP_WIDTH = 1024;

/** jsdom's matchMedia (jest.setup-dom.ts) reads window.innerWidth and re-evaluates on `resize`. */
export function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

export function scrollToY(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

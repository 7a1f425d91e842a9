import { describe, expect, it } from 'vitest';
import { restoreBounds } from './windowState';

const screen = { x: 0, y: 0, width: 1920, height: 1080 };

describe('a window reopens where it was, if that place is still on a screen', () => {
  it('keeps a position that is visible', () => {
    expect(restoreBounds({ x: 100, y: 80, width: 1200, height: 800, maximized: false }, [screen])).toEqual({
      x: 100,
      y: 80,
      width: 1200,
      height: 800,
    });
  });
  it('drops a position on a monitor that is gone', () => {
    expect(restoreBounds({ x: 2500, y: 80, width: 1200, height: 800, maximized: false }, [screen])).toEqual({
      width: 1200,
      height: 800,
    });
  });
  it('uses the default placement when none was saved', () => {
    expect(restoreBounds({ width: 1280, height: 820, maximized: false }, [screen])).toEqual({
      width: 1280,
      height: 820,
    });
  });
});

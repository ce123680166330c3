import { describe, expect, it } from 'vitest';
import { nextTileIndex } from './roving-tiles';

describe('moving among the tiles of a grid with the keys (5 a row, 12 tiles)', () => {
  const move = (key: string, from: number) => nextTileIndex(key, from, 12, 5);

  it('moves left and right one tile, stopping at the ends', () => {
    expect(move('ArrowRight', 3)).toBe(4);
    expect(move('ArrowRight', 11)).toBe(11);
    expect(move('ArrowLeft', 5)).toBe(4);
    expect(move('ArrowLeft', 0)).toBe(0);
  });

  it('moves up and down a row in the same column, staying put where that row has no tile', () => {
    expect(move('ArrowDown', 1)).toBe(6);
    expect(move('ArrowDown', 6)).toBe(11);
    expect(move('ArrowDown', 8)).toBe(8);
    expect(move('ArrowUp', 11)).toBe(6);
    expect(move('ArrowUp', 2)).toBe(2);
  });

  it('goes to the first and last tile with Home and End, and ignores other keys', () => {
    expect(move('Home', 7)).toBe(0);
    expect(move('End', 2)).toBe(11);
    expect(move('Enter', 2)).toBeNull();
    expect(move('a', 2)).toBeNull();
  });
});

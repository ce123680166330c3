import { describe, expect, it } from 'vitest';
import { LIMITS } from '@contracts';
import { cutTitle, toolText } from './tool-text';

describe('tool text language fallback', () => {
  const tool = { title: { en: 'Leave', fr: 'Congés', ja: '休暇' }, description: { fr: 'Posez vos congés' }, url: { en: ' ', fr: 'https://fr.example' } };

  it('uses the interface language when the tool has it', () => {
    expect(toolText(tool, 'title', 'ja')).toBe('休暇');
    expect(toolText(tool, 'title', 'fr')).toBe('Congés');
  });

  it('falls back to English, then French', () => {
    expect(toolText(tool, 'title', 'zh')).toBe('Leave');
    expect(toolText(tool, 'description', 'zh')).toBe('Posez vos congés');
  });

  it('skips blank texts', () => {
    expect(toolText(tool, 'url', 'en')).toBe('https://fr.example');
  });
});

describe('tile title cut', () => {
  it('keeps titles of 32 characters or fewer whole', () => {
    const title = 'a'.repeat(LIMITS.tileTitleCut);
    expect(cutTitle(title)).toBe(title);
  });

  it('shortens longer titles to 32 characters, the ellipsis included', () => {
    const cut = cutTitle('Customer relationship management for the sales teams');
    expect(cut).toBe('Customer relationship managemen…');
    expect(Array.from(cut)).toHaveLength(LIMITS.tileTitleCut);
  });

  it('never splits a character made of two code units', () => {
    const cut = cutTitle('🚀'.repeat(40));
    expect(Array.from(cut)).toHaveLength(32);
    expect(cut).toBe(`${'🚀'.repeat(31)}…`);
  });
});

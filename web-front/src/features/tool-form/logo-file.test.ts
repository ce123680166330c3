import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/client';
import { isLogoTooSmall, logoProblemOf, uploadProblemOf } from './logo-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('logo files', () => {
  it('accepts jpeg, png, gif and svg, by extension and type', () => {
    for (const [name, type] of [['a.jpg', 'image/jpeg'], ['a.JPEG', 'image/jpeg'], ['a.png', 'image/png'], ['a.gif', 'image/gif'], ['a.svg', 'image/svg+xml'], ['a.png', '']]) {
      expect(logoProblemOf(file(name, type))).toBeNull();
    }
  });

  it('refuses other types, and files over 2 MB', () => {
    expect(logoProblemOf(file('a.webp', 'image/webp'))).toBe('invalidType');
    expect(logoProblemOf(file('a.png', 'application/pdf'))).toBe('invalidType');
    expect(logoProblemOf(file('a.png', 'image/png', 2 * 1024 * 1024 + 1))).toBe('tooLarge');
  });

  it('needs 200 px in width or height', () => {
    expect(isLogoTooSmall({ width: 199, height: 199 })).toBe(true);
    expect(isLogoTooSmall({ width: 200, height: 50 })).toBe(false);
    expect(isLogoTooSmall({ width: 40, height: 240 })).toBe(false);
  });

  it('reads the server’s refusals', () => {
    expect(uploadProblemOf(new ApiError(400, 'x', 'invalid_image_type'))).toBe('invalidType');
    expect(uploadProblemOf(new ApiError(400, 'x', 'IMAGE.TOO_SMALL'))).toBe('tooSmall');
    expect(uploadProblemOf(new ApiError(400, 'x', 'IMAGE.TOO_MANY_PIXELS'))).toBe('tooManyPixels');
    expect(uploadProblemOf(new ApiError(429, 'x', 'FILE.QUOTA_REACHED'))).toBe('quotaReached');
    expect(uploadProblemOf(new ApiError(413, 'payload_too_large'))).toBe('tooLarge');
    expect(uploadProblemOf(new Error('boom'))).toBe('failed');
  });
});

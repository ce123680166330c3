import { describe, expect, it } from 'vitest';
import { logTargetPath } from './logTargetPath';

describe('the logs page edit column', () => {
  it('opens the popin of what a line is about', () => {
    expect(logTargetPath({ kind: 'category', id: 'c1' })).toBe('/categories/edit/c1');
    expect(logTargetPath({ kind: 'subsidiary', id: 's1' })).toBe('/subsidiaries/edit/s1');
    expect(logTargetPath({ kind: 'default_tool', id: 'd1' })).toBe('/default_tools/edit/d1');
    expect(logTargetPath({ kind: 'user', id: 'u1' })).toBe('/users/edit-user/u1');
    expect(logTargetPath({ kind: 'tool', id: 't1' })).toBe('/edit-tool/t1');
    expect(logTargetPath({ kind: 'settings', id: 'footer' })).toBe('/footer');
  });

  it('has no link for a line recording a deletion', () => {
    expect(logTargetPath({ kind: 'category', id: 'c1' }, 'categories.category.deleted')).toBeUndefined();
    expect(logTargetPath({ kind: 'default_tool', id: 'd1' }, 'defaults.default_tool.removed')).toBeUndefined();
    // An extra approval removed from a tool: the tool is still there.
    expect(logTargetPath({ kind: 'tool', id: 't1' }, 'approvals.extra_validation.removed')).toBe('/edit-tool/t1');
  });

  it('has no link for what has no screen', () => {
    expect(logTargetPath({ kind: 'directory' })).toBeUndefined();
    expect(logTargetPath(null)).toBeUndefined();
  });

  it('escapes the id into the path', () => {
    expect(logTargetPath({ kind: 'category', id: '../x' })).toBe('/categories/edit/..%2Fx');
  });
});

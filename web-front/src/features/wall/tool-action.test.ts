import { describe, expect, it } from 'vitest';
import { toolActionOf } from './tool-action';

const employee = { is_administrator: false, is_sub_admin: false };
const subAdmin = { is_administrator: false, is_sub_admin: true };
const ready = { _id: 't1', has_pending_validation: false };
const pending = { _id: 't1', has_pending_validation: true };

describe('tile action of the managed and subsidiary lists', () => {
  it('offers nothing on the wall', () => {
    expect(toolActionOf(ready, 'wall', employee)).toBeNull();
  });

  it('offers edit on a managed tool, info while a validation is pending', () => {
    expect(toolActionOf(ready, 'managed', employee)).toEqual({ kind: 'edit', to: '/edit-tool/t1' });
    expect(toolActionOf(pending, 'managed', employee)).toEqual({ kind: 'info', to: '/infos-tool/t1/management' });
  });

  it('offers edit on subsidiary tools to (sub-)administrators only', () => {
    expect(toolActionOf(ready, 'subsidiary', subAdmin)).toEqual({ kind: 'edit', to: '/edit-tool/t1' });
    expect(toolActionOf(ready, 'subsidiary', employee)).toEqual({ kind: 'info', to: '/infos-tool/t1/subsidiary' });
    expect(toolActionOf(pending, 'subsidiary', subAdmin)?.kind).toBe('info');
  });
});

import { describe, expect, it } from 'vitest';
import { toolInfoAction } from './tool-permissions';

const employee = { _id: 'me', is_administrator: false, is_sub_admin: false, subsidiary: { _id: 's1' } };
const tool = (overrides = {}) => ({ managers: ['me'], subsidiaryId: null as string | null, has_pending_validation: false, ...overrides });

describe('tool information actions', () => {
  it('shows the edit button to a manager on a desktop, not on a phone', () => {
    expect(toolInfoAction(tool(), employee, false)).toBe('edit');
    expect(toolInfoAction(tool(), employee, true)).toBeNull();
  });

  it('shows no edit button to someone who may not edit the tool', () => {
    expect(toolInfoAction(tool({ managers: ['other'] }), employee, false)).toBeNull();
  });

  it('shows the pending-edition button on a tool awaiting approval, opening it only for those who may edit it', () => {
    expect(toolInfoAction(tool({ has_pending_validation: true }), employee, true)).toBe('pending-open');
    expect(toolInfoAction(tool({ has_pending_validation: true, managers: ['other'] }), employee, false)).toBe('pending');
  });
});

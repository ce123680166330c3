import {
  allowedVisibilities,
  callerOf,
  canDeleteDefaultTool,
  canDeleteTool,
  canEditTool,
  canManageDefaultTool,
  isAllowedVisibility,
  defaultVisibility,
  needsApproval,
  subsidiaryScopeOf,
  type Caller,
} from './tool-access';
import { PRIVATE, PUBLIC } from './tool-visibility';

const EUROPE = 'sub-europe';
const ASIA = 'sub-asia';
const admin: Caller = { userId: 'u-alice', roles: ['user', 'administrator'], subsidiaryId: null };
const subAdmin: Caller = { userId: 'u-sophie', roles: ['user', 'sub_admin'], subsidiaryId: EUROPE };
const manager: Caller = { userId: 'u-marc', roles: ['user'], subsidiaryId: EUROPE };
const employee: Caller = { userId: 'u-emma', roles: ['user'], subsidiaryId: EUROPE };
const validator: Caller = { userId: 'u-victor', roles: ['user', 'validator'], subsidiaryId: null };

const marcsTool = { managers: ['u-marc'], subsidiaryId: null };
const europeTool = { managers: ['u-other'], subsidiaryId: EUROPE };
const asiaTool = { managers: ['u-other'], subsidiaryId: ASIA };

describe('who may edit and delete a tool', () => {
  it.each([
    ['an administrator, any tool', admin, asiaTool, true],
    ['a manager, a tool they manage', manager, marcsTool, true],
    ['a manager, a tool they do not manage', manager, europeTool, false],
    ['a sub-administrator, a tool of their subsidiary', subAdmin, europeTool, true],
    ['a sub-administrator, another subsidiary’s tool', subAdmin, asiaTool, false],
    ['a sub-administrator, a public tool they do not manage', subAdmin, marcsTool, false],
    ['an employee', employee, europeTool, false],
    ['a validator', validator, marcsTool, false],
  ])('%s → %s', (_case, caller, tool, allowed) => {
    expect(canEditTool(caller, tool)).toBe(allowed);
  });

  it('lets only administrators delete a tool awaiting approval', () => {
    const pending = { ...marcsTool, has_pending_validation: true };
    expect(canDeleteTool(manager, pending)).toBe(false);
    expect(canDeleteTool(admin, pending)).toBe(true);
    expect(canDeleteTool(manager, marcsTool)).toBe(true);
  });
});

describe('which changes wait for approval', () => {
  it('applies administrators’ changes at once', () => {
    expect(needsApproval(admin, { subsidiaryId: null })).toBe(false);
  });
  it('applies a sub-administrator’s change inside their subsidiary, not outside', () => {
    expect(needsApproval(subAdmin, { subsidiaryId: EUROPE })).toBe(false);
    expect(needsApproval(subAdmin, { subsidiaryId: ASIA })).toBe(true);
    expect(needsApproval(subAdmin, { subsidiaryId: null })).toBe(true);
  });
  it('sends everyone else’s changes to approval', () => {
    expect(needsApproval(manager, { subsidiaryId: EUROPE })).toBe(true);
  });
});

describe('visibility choices', () => {
  const all = [EUROPE, ASIA];
  it('offers administrators private, public and every subsidiary', () => {
    expect(allowedVisibilities(admin, all)).toEqual([PRIVATE, PUBLIC, { subsidiaryId: EUROPE }, { subsidiaryId: ASIA }]);
  });
  it('offers others private, public and their own subsidiary only', () => {
    expect(allowedVisibilities(employee, all)).toEqual([PRIVATE, PUBLIC, { subsidiaryId: EUROPE }]);
    expect(allowedVisibilities(validator, all)).toEqual([PRIVATE, PUBLIC]);
    expect(isAllowedVisibility(employee, { subsidiaryId: ASIA }, all)).toBe(false);
  });
  it('offers a sub-administrator their own subsidiary only', () => {
    expect(allowedVisibilities(subAdmin, all)).toEqual([{ subsidiaryId: EUROPE }]);
    expect(isAllowedVisibility(subAdmin, PUBLIC, all)).toBe(false);
  });
});

describe('the visibility of a new tool', () => {
  it('starts private for administrators and employees, and on their subsidiary for a sub-administrator', () => {
    expect(defaultVisibility(admin)).toBe(PRIVATE);
    expect(defaultVisibility(employee)).toBe(PRIVATE);
    expect(defaultVisibility(subAdmin)).toEqual({ subsidiaryId: EUROPE });
  });
});

describe('the caller of the rules in the UIs', () => {
  const user = { _id: 'u-sophie', is_administrator: false, is_sub_admin: true, has_access: { validations: true }, subsidiary: { _id: EUROPE } };
  it('has the roles and the subsidiary of the current user', () => {
    expect(callerOf(user)).toEqual({ userId: 'u-sophie', roles: ['user', 'sub_admin', 'validator'], subsidiaryId: EUROPE });
  });
  it('is no sub-administrator without a subsidiary, as on the server', () => {
    expect(callerOf({ ...user, subsidiary: null }).roles).toEqual(['user', 'validator']);
  });
});

describe('back-office scope', () => {
  it('shows administrators everything, sub-administrators their subsidiary, others nothing', () => {
    expect(subsidiaryScopeOf(admin)).toEqual({ all: true });
    expect(subsidiaryScopeOf(subAdmin)).toEqual({ subsidiaryId: EUROPE });
    expect(subsidiaryScopeOf(employee)).toEqual({ none: true });
  });
  it('lets sub-administrators manage only their subsidiary’s default tools, and only administrators delete', () => {
    expect(canManageDefaultTool(subAdmin, { subsidiaryId: EUROPE })).toBe(true);
    expect(canManageDefaultTool(subAdmin, { subsidiaryId: ASIA })).toBe(false);
    expect(canManageDefaultTool(subAdmin, { subsidiaryId: null })).toBe(false);
    expect(canDeleteDefaultTool(subAdmin)).toBe(false);
    expect(canDeleteDefaultTool(admin)).toBe(true);
  });
});

describe('a program’s token acting on the catalogue (the integration role)', () => {
  const integration: Caller = { userId: 'token-1', roles: ['integration'], subsidiaryId: null };

  it('may propose a change to any tool, and every change waits for an administrator', () => {
    expect(canEditTool(integration, marcsTool)).toBe(true);
    expect(canEditTool(integration, europeTool)).toBe(true);
    expect(needsApproval(integration, { subsidiaryId: null })).toBe(true);
    expect(needsApproval(integration, { subsidiaryId: EUROPE })).toBe(true);
  });

  it('never deletes a tool (a deletion would not wait for approval)', () => {
    expect(canDeleteTool(integration, marcsTool)).toBe(false);
    expect(canDeleteTool(integration, { ...europeTool, has_pending_validation: true })).toBe(false);
  });

  it('reads the whole catalogue and may propose any visibility', () => {
    expect(subsidiaryScopeOf(integration)).toEqual({ all: true });
    expect(allowedVisibilities(integration, [EUROPE, ASIA])).toEqual([PRIVATE, PUBLIC, { subsidiaryId: EUROPE }, { subsidiaryId: ASIA }]);
  });
});

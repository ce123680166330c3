import type { AccessRequestWire } from '@contracts';

/** A waiting request of "Jeanne Dupont" (u1) for "Payroll audit" (t1), 30 days; `overrides` change any field. */
export function anAccessRequest(overrides: Partial<AccessRequestWire> = {}): AccessRequestWire {
  return {
    id: 'r1',
    toolId: 't1',
    toolTitle: 'Payroll audit',
    requester: { id: 'u1', fullname: 'Jeanne Dupont' },
    reason: 'Quarterly audit',
    answer: null,
    question: null,
    days: 30,
    state: 'waiting',
    createdAt: '2026-11-20T10:00:00Z',
    decidedBy: null,
    decidedAt: null,
    refusalReason: null,
    endsAt: null,
    ...overrides,
  };
}

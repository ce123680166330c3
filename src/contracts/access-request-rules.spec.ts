import { approvedDaysOfField, checkAccessPolicy, checkAccessRequest, checkApprovedDays, grantEnd, grantWarningTime } from './access-request-rules';

const codes = (violations: { code: string }[]) => violations.map((violation) => violation.code);

describe('an access request’s rules', () => {
  const policy = { maxDays: 30, question: 'Which team?' };

  it('accepts a reason, an answer and a duration within the maximum', () => {
    expect(checkAccessRequest({ reason: 'Audit', answer: 'Finance', days: 30 }, policy)).toEqual([]);
  });

  it('requires a reason of at most 400 characters', () => {
    expect(codes(checkAccessRequest({ reason: ' ', answer: 'a', days: 1 }, policy))).toEqual(['ACCESS_REQUEST.REASON_REQUIRED']);
    expect(checkAccessRequest({ reason: 'x'.repeat(401), answer: 'a', days: 1 }, policy)).toEqual([expect.objectContaining({ code: 'ACCESS_REQUEST.REASON_TOO_LONG', params: { max: 400 } })]);
    expect(checkAccessRequest({ reason: 'x'.repeat(400), answer: 'a', days: 1 }, policy)).toEqual([]);
  });

  it('requires the answer only when the tool asks a question', () => {
    expect(codes(checkAccessRequest({ reason: 'r', days: 1 }, policy))).toEqual(['ACCESS_REQUEST.ANSWER_REQUIRED']);
    expect(checkAccessRequest({ reason: 'r', days: 1 }, { maxDays: 30, question: null })).toEqual([]);
  });

  it('refuses a duration over the maximum, a broken one, and none when the tool has a maximum', () => {
    expect(checkAccessRequest({ reason: 'r', answer: 'a', days: 31 }, policy)).toEqual([expect.objectContaining({ code: 'ACCESS_REQUEST.DURATION_TOO_LONG', params: { max: 30 } })]);
    expect(codes(checkAccessRequest({ reason: 'r', answer: 'a', days: 1.5 }, policy))).toEqual(['ACCESS_REQUEST.DURATION_INVALID']);
    expect(codes(checkAccessRequest({ reason: 'r', answer: 'a' }, policy))).toEqual(['ACCESS_REQUEST.DURATION_REQUIRED']);
    expect(checkAccessRequest({ reason: 'r' }, { maxDays: null, question: null })).toEqual([]);
  });
});

describe('a tool’s access policy', () => {
  it('takes a maximum from 1 day to ten years, or unlimited', () => {
    expect(checkAccessPolicy({ approvers: { kind: 'managers' }, maxDays: null, question: null })).toEqual([]);
    expect(codes(checkAccessPolicy({ approvers: { kind: 'managers' }, maxDays: 0, question: null }))).toEqual(['ACCESS_POLICY.MAX_DAYS_INVALID']);
  });

  it('needs named people or a group when they decide', () => {
    expect(codes(checkAccessPolicy({ approvers: { kind: 'people', userIds: [] }, maxDays: 7, question: null }))).toEqual(['ACCESS_POLICY.APPROVERS_REQUIRED']);
    expect(codes(checkAccessPolicy({ approvers: { kind: 'people', userIds: Array<string>(21).fill('a') }, maxDays: 7, question: null }))).toEqual(['ACCESS_POLICY.TOO_MANY_APPROVERS']);
  });
});

describe('a grant’s end', () => {
  it('is the decision plus the days asked for, and its warning seven days before', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(grantEnd(start, 30)?.toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(grantEnd(start, null)).toBeNull();
    expect(grantWarningTime(new Date('2026-01-31T00:00:00Z')).toISOString()).toBe('2026-01-24T00:00:00.000Z');
  });

  it('lets an approver grant fewer days than asked, never more nor a broken number', () => {
    expect(checkApprovedDays(undefined, 30)).toEqual([]);
    expect(checkApprovedDays(10, 30)).toEqual([]);
    expect(checkApprovedDays(400, null)).toEqual([]);
    expect(checkApprovedDays(31, 30)).toEqual([expect.objectContaining({ code: 'ACCESS_REQUEST.DURATION_OVER_ASKED', params: { max: 30 } })]);
    expect(checkApprovedDays(1.5, 30)).toEqual([expect.objectContaining({ code: 'ACCESS_REQUEST.DURATION_INVALID' })]);
  });

  it('reads an approver’s days field: empty keeps the days asked, digits a number, anything else breaks the rule', () => {
    expect(approvedDaysOfField(' ')).toBeNull();
    expect(approvedDaysOfField(' 12 ')).toBe(12);
    expect(checkApprovedDays(approvedDaysOfField('1e3'), null)).toEqual([expect.objectContaining({ code: 'ACCESS_REQUEST.DURATION_INVALID' })]);
  });
});

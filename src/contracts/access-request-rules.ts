import type { RuleViolation } from './settings';

/** Access requests (issue 35): their limits and rules, written once for the server (authoritative) and both forms. */
export const ACCESS_REQUEST_LIMITS = {
  reasonLength: 400,
  answerLength: 1_000,
  questionLength: 300,
  /** The longest a tool's maximum may be set to (ten years); "unlimited" is `maxDays: null`. */
  maxDays: 3_650,
  namedApprovers: 20,
  /** How long before a grant's end its holder is mailed. */
  warnDaysBefore: 7,
  pageSize: 50,
  maxPageSize: 200,
} as const;

export const ACCESS_REQUEST_RULES = {
  reasonRequired: { code: 'ACCESS_REQUEST.REASON_REQUIRED', message: 'Please give a reason.' },
  reasonTooLong: { code: 'ACCESS_REQUEST.REASON_TOO_LONG', message: `At most ${ACCESS_REQUEST_LIMITS.reasonLength} characters.` },
  answerRequired: { code: 'ACCESS_REQUEST.ANSWER_REQUIRED', message: 'Please answer the question.' },
  answerTooLong: { code: 'ACCESS_REQUEST.ANSWER_TOO_LONG', message: `At most ${ACCESS_REQUEST_LIMITS.answerLength} characters.` },
  durationRequired: { code: 'ACCESS_REQUEST.DURATION_REQUIRED', message: 'Please choose how long you need the tool.' },
  durationInvalid: { code: 'ACCESS_REQUEST.DURATION_INVALID', message: 'The duration is a whole number of days, at least 1.' },
  durationTooLong: { code: 'ACCESS_REQUEST.DURATION_TOO_LONG', message: 'The duration is longer than this tool allows.' },
  durationOverAsked: { code: 'ACCESS_REQUEST.DURATION_OVER_ASKED', message: 'An approval grants at most the days asked for.' },
  questionTooLong: { code: 'ACCESS_POLICY.QUESTION_TOO_LONG', message: `At most ${ACCESS_REQUEST_LIMITS.questionLength} characters.` },
  maxDaysInvalid: { code: 'ACCESS_POLICY.MAX_DAYS_INVALID', message: `The longest access is a whole number of days from 1 to ${ACCESS_REQUEST_LIMITS.maxDays}, or unlimited.` },
  approversRequired: { code: 'ACCESS_POLICY.APPROVERS_REQUIRED', message: 'Choose the group or the people who decide.' },
  tooManyApprovers: { code: 'ACCESS_POLICY.TOO_MANY_APPROVERS', message: `At most ${ACCESS_REQUEST_LIMITS.namedApprovers} people.` },
  unknownApprover: { code: 'ACCESS_POLICY.UNKNOWN_APPROVER', message: 'This group or person is not in the directory.' },
  notPrivate: { code: 'ACCESS_POLICY.NOT_PRIVATE', message: 'Only a private tool can be requested: the others are already visible to their audience.' },
  alreadyOpen: { code: 'ACCESS_REQUEST.ALREADY_OPEN', message: 'You already have an open request for this tool.' },
  alreadyDecided: { code: 'ACCESS_REQUEST.ALREADY_DECIDED', message: 'This request has already been decided or withdrawn.' },
  ownRequest: { code: 'ACCESS_REQUEST.OWN_REQUEST', message: 'Nobody decides on their own request.' },
  notApprover: { code: 'ACCESS_REQUEST.NOT_APPROVER', message: 'You are not an approver of this request.' },
  refusalReasonRequired: { code: 'ACCESS_REQUEST.REFUSAL_REASON_REQUIRED', message: 'A refusal needs a reason, which is mailed to the requester.' },
  alreadyViewer: { code: 'ACCESS_REQUEST.ALREADY_VIEWER', message: 'This person already sees the tool.' },
  endInvalid: { code: 'ACCESS_GRANT.END_INVALID', message: 'The end is a date in the future.' },
} as const;

/** Who decides on a tool's requests: its managers (the default), one group, or named people. */
export type AccessApprovers = { kind: 'managers' } | { kind: 'group'; groupId: string } | { kind: 'people'; userIds: string[] };

/** A tool's access policy as the tool forms read and write it. */
export interface AccessPolicyWire {
  toolId: string;
  requestable: boolean;
  approvers: AccessApprovers;
  /** The longest access that may be granted, in days; null: unlimited. */
  maxDays: number | null;
  question: string | null;
}

export type AccessRequestState = 'waiting' | 'granted' | 'refused' | 'expired' | 'withdrawn';

/** A request as its requester ("My requests") and its approvers see it. */
export interface AccessRequestWire {
  id: string;
  toolId: string;
  toolTitle: string;
  requester: { id: string; fullname: string };
  reason: string;
  answer: string | null;
  question: string | null;
  /** Days asked for; null: as long as the tool allows (unlimited). */
  days: number | null;
  state: AccessRequestState;
  createdAt: string;
  decidedBy: { id: string; fullname: string } | null;
  decidedAt: string | null;
  refusalReason: string | null;
  /** The grant's end (ISO), null when unlimited or not granted. */
  endsAt: string | null;
  /** Asked by someone holding a grant with an end: approving moves that end (the server always sends it). */
  extension?: boolean;
}

/** A running grant of a tool, for its editors: who holds it and until when (null: without end). */
export interface AccessGrantWire {
  userId: string;
  fullname: string;
  endsAt: string | null;
}

/** A requestable tool the caller does not see: never its address. */
export interface RequestableToolWire {
  toolId: string;
  title: string;
  description: string;
  logo: { image?: string; abrev?: string; color?: string };
  managers: string[];
  maxDays: number | null;
  question: string | null;
  /** The caller's open request for it, if any. */
  openRequestId: string | null;
}

export interface AccessRequestInput {
  reason?: unknown;
  answer?: unknown;
  days?: unknown;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** A request's rules against its tool's policy: reason required and short, the question answered, the duration within the maximum. */
export function checkAccessRequest(input: AccessRequestInput, policy: Pick<AccessPolicyWire, 'maxDays' | 'question'>): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const { reason, answer, days } = input;
  if (blank(reason)) violations.push({ field: 'reason', ...ACCESS_REQUEST_RULES.reasonRequired });
  else if ((reason as string).length > ACCESS_REQUEST_LIMITS.reasonLength)
    violations.push({ field: 'reason', ...ACCESS_REQUEST_RULES.reasonTooLong, params: { max: ACCESS_REQUEST_LIMITS.reasonLength } });
  if (policy.question && blank(answer)) violations.push({ field: 'answer', ...ACCESS_REQUEST_RULES.answerRequired });
  else if (typeof answer === 'string' && answer.length > ACCESS_REQUEST_LIMITS.answerLength)
    violations.push({ field: 'answer', ...ACCESS_REQUEST_RULES.answerTooLong, params: { max: ACCESS_REQUEST_LIMITS.answerLength } });
  if (days === undefined || days === null) {
    if (policy.maxDays !== null) violations.push({ field: 'days', ...ACCESS_REQUEST_RULES.durationRequired, params: { max: policy.maxDays } });
  } else if (typeof days !== 'number' || !Number.isInteger(days) || days < 1) {
    violations.push({ field: 'days', ...ACCESS_REQUEST_RULES.durationInvalid });
  } else if (policy.maxDays !== null && days > policy.maxDays) {
    violations.push({ field: 'days', ...ACCESS_REQUEST_RULES.durationTooLong, params: { max: policy.maxDays } });
  }
  return violations;
}

/** The days an approver grants instead of those asked: a whole number from 1 to the days asked (any, when asked for good); none keeps the asked days. */
export function checkApprovedDays(days: unknown, asked: number | null): RuleViolation[] {
  if (days === undefined || days === null) return [];
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1) return [{ field: 'days', ...ACCESS_REQUEST_RULES.durationInvalid }];
  if (asked !== null && days > asked) return [{ field: 'days', ...ACCESS_REQUEST_RULES.durationOverAsked, params: { max: asked } }];
  return [];
}

/** An approver's "Days granted" field as `checkApprovedDays` reads it: empty keeps the days asked (null), digits a number, anything else stays text (and breaks the rule). */
export function approvedDaysOfField(text: string): number | null | string {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : text;
}

/** A policy's rules (the approvers' existence is checked by the server against the directory). */
export function checkAccessPolicy(input: Pick<AccessPolicyWire, 'approvers' | 'maxDays' | 'question'>): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const { approvers, maxDays, question } = input;
  if (maxDays !== null && (!Number.isInteger(maxDays) || maxDays < 1 || maxDays > ACCESS_REQUEST_LIMITS.maxDays))
    violations.push({ field: 'maxDays', ...ACCESS_REQUEST_RULES.maxDaysInvalid, params: { max: ACCESS_REQUEST_LIMITS.maxDays } });
  if (question && question.length > ACCESS_REQUEST_LIMITS.questionLength)
    violations.push({ field: 'question', ...ACCESS_REQUEST_RULES.questionTooLong, params: { max: ACCESS_REQUEST_LIMITS.questionLength } });
  if (approvers.kind === 'group' && !approvers.groupId) violations.push({ field: 'approvers', ...ACCESS_REQUEST_RULES.approversRequired });
  if (approvers.kind === 'people') {
    if (!approvers.userIds.length) violations.push({ field: 'approvers', ...ACCESS_REQUEST_RULES.approversRequired });
    else if (approvers.userIds.length > ACCESS_REQUEST_LIMITS.namedApprovers)
      violations.push({ field: 'approvers', ...ACCESS_REQUEST_RULES.tooManyApprovers, params: { max: ACCESS_REQUEST_LIMITS.namedApprovers } });
  }
  return violations;
}

const DAY_MS = 24 * 3600 * 1000;

/** A grant's end from its start and the days asked for; null when unlimited. */
export function grantEnd(start: Date, days: number | null): Date | null {
  return days === null ? null : new Date(start.getTime() + days * DAY_MS);
}

/** When the holder of a grant ending at `end` is mailed. */
export function grantWarningTime(end: Date): Date {
  return new Date(end.getTime() - ACCESS_REQUEST_LIMITS.warnDaysBefore * DAY_MS);
}

import { checkMaintenanceInput, checkStatusCheckInput, parseAcceptedStatuses } from './tool-status-rules';

describe('status check rules', () => {
  it('fills the defaults: 200-399, one minute, 10 s timeout, 2 s slow', () => {
    const { settings, violations } = checkStatusCheckInput({ url: 'https://payroll.example.com/health' });
    expect(violations).toEqual([]);
    expect(settings).toEqual({ url: 'https://payroll.example.com/health', accepted: '200-399', intervalSeconds: 60, timeoutMs: 10_000, slowMs: 2_000 });
  });

  it('refuses an interval under a minute, naming it with the minimum', () => {
    const { violations } = checkStatusCheckInput({ url: 'https://a.example.com', intervalSeconds: 59 });
    expect(violations).toEqual([expect.objectContaining({ field: 'intervalSeconds', code: 'STATUS_CHECK.INTERVAL_TOO_SHORT', params: { min: 60 } })]);
  });

  it('refuses an address that is not http(s), a slow threshold over the timeout and malformed status codes', () => {
    const { violations } = checkStatusCheckInput({ url: 'ftp://a.example.com', slowMs: 20_000, timeoutMs: 5_000, accepted: '200-99x' });
    expect(violations.map((v) => v.code).sort()).toEqual(['STATUS_CHECK.INVALID_ACCEPTED_STATUSES', 'STATUS_CHECK.INVALID_SLOW_THRESHOLD', 'STATUS_CHECK.INVALID_URL']);
  });

  it('reads status code lists and ranges', () => {
    expect(parseAcceptedStatuses('200-299, 401')).toEqual([[200, 299], [401, 401]]);
    expect(parseAcceptedStatuses('399-200')).toBeNull();
    expect(parseAcceptedStatuses('600')).toBeNull();
  });

  it('wants a maintenance to end in the future', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(checkMaintenanceInput({ message: 'Upgrade', until: '2025-12-31T23:00:00Z' }, now).violations).toEqual([expect.objectContaining({ field: 'until', code: 'STATUS_CHECK.MAINTENANCE_END_PASSED' })]);
    expect(checkMaintenanceInput({ message: 'Upgrade', until: '2026-01-01T02:00:00Z' }, now).violations).toEqual([]);
  });
});

import type { StatusHistory } from '@contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type I18nProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18nProvider';
import { renderAdmin } from '../../test/adminTestKit';
import { ToolStatusPage } from './ToolStatusPage';

const history: StatusHistory = {
  toolId: 't1',
  check: { url: 'https://payroll.example.com/health', accepted: '200-399', intervalSeconds: 60, timeoutMs: 10_000, slowMs: 2_000 },
  status: { status: 'down', checkedAt: '2026-11-28T10:15:00Z', responseMs: null, maintenance: null },
  maintenance: null,
  day: { uptimePercent: 97.5, checks: 40, samples: [{ at: '2026-11-28T10:14:00Z', up: true, responseMs: 120 }, { at: '2026-11-28T10:15:00Z', up: false, responseMs: null }] },
  month: { uptimePercent: 99.9, checks: 1_000, hours: [{ at: '2026-11-28T10:00:00Z', uptimePercent: 97.5, averageMs: 120 }] },
  incidents: [{ startedAt: '2026-11-28T10:15:00Z', endedAt: null, reason: 'status', httpStatus: 503 }],
};

async function open(language: 'en' | 'ja', saveStatusCheck = vi.fn(async () => ({ data: history }))) {
  const i18nProvider: I18nProvider = await createI18nProvider(language);
  const methods = {
    getOne: vi.fn(async () => ({ data: { id: 't1', title: { en: 'Payroll' }, url: { en: 'https://payroll.example.com/' } } })),
    getToolStatus: vi.fn(async () => ({ data: history })),
    saveStatusCheck,
  };
  renderAdmin(
    <Routes>
      <Route path="/tools/:id/status" element={<ToolStatusPage />} />
    </Routes>,
    { i18nProvider, methods, path: '/tools/t1/status' },
  );
  return methods;
}

describe('a tool’s Status page', () => {
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });

  it('shows the current status, the uptime of 24 hours and 30 days, and the ongoing incident with its cause', async () => {
    await open('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Status of Payroll' })).toBeInTheDocument();
    expect(screen.getByText('Down')).toBeInTheDocument();
    expect(screen.getByText('Uptime: 97.5 % (40 checks)')).toBeInTheDocument();
    expect(screen.getByText('Uptime: 99.9 % (1000 checks)')).toBeInTheDocument();
    const incidents = screen.getByRole('region', { name: 'Incidents (30 days)' });
    expect(within(incidents).getByText('HTTP 503')).toBeInTheDocument();
    expect(within(incidents).getByText('Ongoing')).toBeInTheDocument();
  });

  it('shows a refused interval under its field in the interface language, and sends the numbers the form holds', async () => {
    const refused = { code: 'STATUS_CHECK.INTERVAL_TOO_SHORT', params: { min: 60 }, message: 'The interval is at least 60 seconds.' };
    const save = vi.fn(async () => {
      throw new HttpError(refused.message, 400, { error: { code: refused.code, message: refused.message }, errors: { intervalSeconds: refused.message }, violations: { intervalSeconds: refused } });
    });
    await open('ja', save);
    const interval = await screen.findByRole('spinbutton', { name: '間隔（秒）' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '30');
    await userEvent.click(screen.getByRole('button', { name: 'チェックを保存' }));
    await waitFor(() => expect(screen.getAllByText('間隔は 60 秒以上にしてください。').length).toBeGreaterThanOrEqual(1));
    expect(save).toHaveBeenCalledWith('t1', { url: 'https://payroll.example.com/health', accepted: '200-399', intervalSeconds: 30, timeoutMs: 10_000, slowMs: 2_000 });
  });
});

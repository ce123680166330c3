import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type I18nProvider } from 'react-admin';
import { formatDisplayDate, type UsageReport } from '@contracts';
import { createI18nProvider } from '../../i18nProvider';
import { ADMINISTRATOR, SUB_ADMINISTRATOR, authAs, renderAdmin } from '../../test/adminTestKit';
import { UsagePage } from './UsagePage';

let english: I18nProvider;
let french: I18nProvider;
beforeAll(async () => {
  [english, french] = await Promise.all([createI18nProvider('en'), createI18nProvider('fr')]);
});

const days = Array.from({ length: 90 }, (_, n) => ({ day: new Date(Date.UTC(2026, 7, 27) + n * 86_400_000).toISOString().slice(0, 10), opens: n % 7 }));
const report: UsageReport = {
  from: days[0].day,
  to: days[89].day,
  tools: 4,
  total: days.reduce((sum, day) => sum + day.opens, 0),
  days,
  top: [
    { id: 't1', title: 'Payroll', opens: 120 },
    { id: 't2', title: 'Travel', opens: 40 },
  ],
  idleCount: 2,
  idle: [
    { id: 't3', title: 'Old wiki', managers: ['Alice Martin', 'Bob Stone'] },
    { id: 't4', title: 'Fax gateway', managers: [] },
  ],
  bySubsidiary: [
    { id: 's1', name: 'Northwind Europe', opens: 100 },
    { id: null, name: '', opens: 60 },
  ],
  byLanguage: [
    { language: 'fr', opens: 110 },
    { language: 'en', opens: 50 },
  ],
};

function open(over: Record<string, unknown> = {}, options: { i18nProvider?: I18nProvider; subAdmin?: boolean } = {}) {
  const dataProvider = {
    getUsage: vi.fn(async () => ({ data: report })),
    getToolCategories: vi.fn(async () => [{ id: 'c1', name: { en: 'Finance', fr: 'Finances' } }]),
    getList: vi.fn(async () => ({ data: [{ id: 's1', name: 'Northwind Europe' }], total: 1 })),
    ...over,
  };
  renderAdmin(<UsagePage />, {
    i18nProvider: options.i18nProvider ?? english,
    methods: dataProvider,
    path: '/usage',
    auth: { ...authAs(options.subAdmin ? SUB_ADMINISTRATOR : ADMINISTRATOR), canAccess: async () => true },
  });
  return dataProvider;
}

describe('usage page', () => {
  it('shows the top tools, the candidates to retire with their managers, and the export link', { timeout: 60_000 }, async () => {
    const dataProvider = open();
    const top = await screen.findByRole('region', { name: 'Most opened tools' });
    expect(within(top).getAllByRole('row').map((row) => row.textContent)).toEqual(['ToolOpens', 'Payroll120', 'Travel40']);
    const idle = screen.getByRole('region', { name: 'Never opened in 90 days (candidates to retire)' });
    expect(within(idle).getByText('2 tools')).toBeInTheDocument();
    expect(within(idle).getByText('Alice Martin, Bob Stone')).toBeInTheDocument();
    expect(within(idle).getByText('No manager')).toBeInTheDocument();
    const perDay = screen.getByRole('region', { name: 'Opens per day' });
    expect(perDay).toHaveTextContent(`Opens: ${report.total} · Tools counted: 4`);
    // The period's days as the lists write dates, not ISO.
    expect(perDay).toHaveTextContent(`From ${formatDisplayDate(report.from, 'en', { timeZone: 'UTC' })} to `);
    expect(perDay).not.toHaveTextContent(report.from);
    expect(screen.getByRole('region', { name: 'Opens per subsidiary' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Opens per language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute('href', '/api/admin/usage/export?lang=en');
    expect(dataProvider.getUsage).toHaveBeenCalledWith({}, 'en');
  });

  it('filters by category and subsidiary, for the page and its export', { timeout: 90_000 }, async () => {
    const dataProvider = open();
    await screen.findByRole('region', { name: 'Most opened tools' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }));
    await waitFor(() => expect(dataProvider.getUsage).toHaveBeenLastCalledWith({ category: 'c1' }, 'en'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Subsidiary' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Europe' }));
    await waitFor(() => expect(dataProvider.getUsage).toHaveBeenLastCalledWith({ category: 'c1', subsidiary: 's1' }, 'en'));
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute('href', '/api/admin/usage/export?category=c1&subsidiary=s1&lang=en');
  });

  it('offers a sub-administrator no subsidiary filter: their scope is their subsidiary', async () => {
    open({}, { subAdmin: true });
    await screen.findByRole('region', { name: 'Most opened tools' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Subsidiary' })).not.toBeInTheDocument();
  });

  it('says when nothing was opened', async () => {
    open({ getUsage: vi.fn(async () => ({ data: { ...report, total: 0, top: [], days: days.map((day) => ({ ...day, opens: 0 })), bySubsidiary: [], byLanguage: [], idleCount: 0, idle: [] } })) });
    expect(await screen.findByText('No tool was opened in these 90 days.')).toBeInTheDocument();
    expect(screen.getByText('Every tool was opened at least once.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Most opened tools' })).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    const getUsage = vi.fn(async (): Promise<{ data: UsageReport }> => {
      throw new HttpError('unavailable', 503);
    });
    open({ getUsage });
    expect(await screen.findByText('The usage figures could not be loaded.')).toBeInTheDocument();
    getUsage.mockImplementation(async () => ({ data: report }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Most opened tools' })).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    const dataProvider = open({}, { i18nProvider: french });
    expect(await screen.findByRole('region', { name: 'Outils les plus ouverts' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jamais ouverts en 90 jours (candidats au retrait)' })).toHaveTextContent('Aucun responsable');
    expect(screen.getByRole('region', { name: 'Ouvertures par filiale' })).toBeInTheDocument();
    expect(dataProvider.getUsage).toHaveBeenCalledWith({}, 'fr');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { calledUrl, mockApi } from '@/testing/mock-api';
import { QueryProvider } from '@/testing/query-provider';
import { aTool } from '@/testing/tool-fixtures';
import { RecentlyUsed } from './RecentlyUsed';

const mail = aTool({ _id: '64b0000000000000000000a1', title: { en: 'Mail' }, url: { en: 'https://mail.example/' } });
const wiki = aTool({ _id: '64b0000000000000000000a2', title: { en: 'Wiki' }, url: { en: 'https://wiki.example/' } });

afterEach(() => vi.unstubAllGlobals());

describe('Recently used', () => {
  it('is hidden while the person has opened nothing', async () => {
    const api = mockApi({ 'opens/recent': { body: [] } });
    const { container } = render(<RecentlyUsed />, { wrapper: QueryProvider });
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the tools newest first, with the privacy note, in the interface language', async () => {
    await i18n.changeLanguage('en');
    mockApi({ 'opens/recent': { body: [wiki, mail] } });
    render(<RecentlyUsed />, { wrapper: QueryProvider });
    const section = await screen.findByRole('region', { name: 'Recently used' });
    expect(section).toHaveTextContent('Only you see this list');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://wiki.example/', 'https://mail.example/']);
  });

  it('reports an open with the tool id, without waiting, and reads the list again when the person comes back', async () => {
    const api = mockApi({ 'opens/recent': { body: [mail] }, opens: { status: 204 } });
    render(<RecentlyUsed />, { wrapper: QueryProvider });
    const link = await screen.findByRole('link', { name: /Mail/ });
    await userEvent.click(link);
    const calls = api.mock.calls as unknown as [RequestInfo | URL, RequestInit][];
    const report = calls.findIndex(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/opens');
    expect(report).toBeGreaterThanOrEqual(0);
    const init = calls[report][1];
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(String(init.body))).toEqual({ toolId: mail._id });

    const reads = () => api.mock.calls.filter((_call, index) => calledUrl(api, index).pathname === '/api/opens/recent').length;
    const before = reads();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('keeps the height it had on the last visit while its list loads, then remembers the new one', async () => {
    window.localStorage.setItem('portal.recentlyUsed.height', '180');
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(212);
    mockApi({ 'opens/recent': { body: [mail] } });
    const { container } = render(<RecentlyUsed />, { wrapper: QueryProvider });
    const reserved = container.querySelector('.recently-used-reserved');
    expect(reserved).toHaveStyle({ height: '180px' });
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    await screen.findByRole('region', { name: 'Recently used' });
    expect(container.querySelector('.recently-used-reserved')).toBeNull();
    expect(window.localStorage.getItem('portal.recentlyUsed.height')).toBe('212');
  });

  it('reserves nothing after a visit where it was hidden', async () => {
    window.localStorage.setItem('portal.recentlyUsed.height', '180');
    const api = mockApi({ 'opens/recent': { body: [] } });
    const first = render(<RecentlyUsed />, { wrapper: QueryProvider });
    await waitFor(() => expect(api).toHaveBeenCalled());
    await waitFor(() => expect(first.container).toBeEmptyDOMElement());
    first.unmount();
    const next = render(<RecentlyUsed />, { wrapper: QueryProvider });
    expect(next.container).toBeEmptyDOMElement();
  });
});

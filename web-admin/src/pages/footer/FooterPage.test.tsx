import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminContext,
  HttpError,
  Notification,
  testDataProvider,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import { LIMITS, type FooterEntry } from '@contracts';
import { createI18nProvider } from '../../i18nProvider';
import { FooterPage } from './FooterPage';

let i18nProvider: I18nProvider;

beforeAll(async () => {
  i18nProvider = await createI18nProvider('en');
});

const administrator: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ({ isAdministrator: true }),
  canAccess: async () => true,
};

function renderPage(methods: {
  getFooter: () => Promise<{ data: FooterEntry[] }>;
  updateFooter: (footer: FooterEntry[]) => Promise<{ data: FooterEntry[] }>;
}) {
  const dataProvider = testDataProvider(methods);
  render(
    <AdminContext dataProvider={dataProvider} authProvider={administrator} i18nProvider={i18nProvider}>
      <FooterPage />
      <Notification />
    </AdminContext>,
  );
}

async function typeInEditor(name: string, text: string) {
  const editor = await screen.findByRole('textbox', { name });
  // jsdom's selection does not keep up with ProseMirror's key-by-key typing; pasting goes
  // through the same editor input path in one event.
  await userEvent.click(editor);
  await userEvent.paste(text);
}

describe('footer page', () => {
  it('shows one editor per language, loaded from the server', async () => {
    renderPage({
      getFooter: async () => ({ data: [{ lang: 'fr', content: '<p>Mentions légales</p>' }] }),
      updateFooter: async (footer) => ({ data: footer }),
    });
    for (const name of ['English', 'Français', '中文', '日本語']) {
      expect(await screen.findByRole('textbox', { name })).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Français' })).toHaveTextContent('Mentions légales'),
    );
  });

  it('saves what was typed in the English editor, with the other languages', async () => {
    const updateFooter = vi.fn(async (footer: FooterEntry[]) => ({ data: footer }));
    renderPage({
      getFooter: async () => ({ data: [{ lang: 'fr', content: '<p>Mentions légales</p>' }] }),
      updateFooter,
    });
    await typeInEditor('English', 'Legal notice');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(updateFooter).toHaveBeenCalledTimes(1));
    expect(updateFooter.mock.calls[0][0]).toEqual([
      { lang: 'en', content: '<p>Legal notice</p>' },
      { lang: 'fr', content: '<p>Mentions légales</p>' },
      { lang: 'zh', content: '' },
      { lang: 'ja', content: '' },
    ]);
    expect(await screen.findByText('Footer saved')).toBeInTheDocument();
  });

  it('shows the server field error under the editor and as a notice', async () => {
    // react-admin logs failed data provider calls; expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tooLong = { message: 'The footer may hold at most 20000 characters.', code: 'FOOTER.TOO_LONG' };
    renderPage({
      getFooter: async () => ({ data: [] }),
      updateFooter: async () => {
        throw new HttpError(tooLong.message, 400, { error: tooLong, errors: { 'footer.en': tooLong.message } });
      },
    });
    await typeInEditor('English', 'Legal notice');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    // The notice and the field error render in separate updates: wait until both are there.
    const message = `The footer may hold at most ${LIMITS.footerMaxLength} characters.`;
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    consoleError.mockRestore();
  });

  it('refuses a footer longer than the limit before calling the server', async () => {
    const updateFooter = vi.fn(async (footer: FooterEntry[]) => ({ data: footer }));
    const long = `<p>${'a'.repeat(LIMITS.footerMaxLength)}</p>`;
    renderPage({ getFooter: async () => ({ data: [{ lang: 'en', content: long }] }), updateFooter });
    await typeInEditor('English', 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`The footer may hold at most ${LIMITS.footerMaxLength} characters.`)).toBeInTheDocument();
    expect(updateFooter).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FooterEntry } from '@contracts';
import { i18n } from '@/i18n/i18n';
import { Footer } from './Footer';

const en: FooterEntry = { lang: 'en', content: '<p>Legal notice</p>' };
const fr: FooterEntry = { lang: 'fr', content: '<p>Mentions légales</p>' };
const ja: FooterEntry = { lang: 'ja', content: '<p>法的通知</p>' };

describe('footer language', () => {
  it('shows the footer of the interface language', async () => {
    await i18n.changeLanguage('ja');
    render(<Footer entries={[en, fr, ja]} />);
    expect(screen.getByTestId('site-footer')).toHaveTextContent('法的通知');
  });

  it('falls back to English when the interface language has no footer', async () => {
    await i18n.changeLanguage('zh');
    render(<Footer entries={[fr, en]} />);
    expect(screen.getByTestId('site-footer')).toHaveTextContent('Legal notice');
  });

  it('falls back to French when there is neither the interface language nor English', async () => {
    await i18n.changeLanguage('zh');
    render(<Footer entries={[fr, { lang: 'en', content: '  ' }]} />);
    expect(screen.getByTestId('site-footer')).toHaveTextContent('Mentions légales');
  });

  it('renders the server-sanitised HTML as markup', () => {
    render(<Footer entries={[{ lang: 'en', content: '<a href="/legal">Legal</a>' }]} />);
    expect(screen.getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/legal');
  });

  it('still renders an empty footer landmark when there is no footer at all', () => {
    render(<Footer entries={[]} />);
    expect(screen.getByTestId('site-footer')).toBeEmptyDOMElement();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

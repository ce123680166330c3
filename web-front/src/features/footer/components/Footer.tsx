import { useTranslation } from 'react-i18next';
import { toLanguage, type FooterEntry } from '@contracts';
import { pickFooterContent } from '../pick-footer-content';

interface FooterProps {
  entries: readonly FooterEntry[];
}

/** The administrators' footer (legal notices, contacts) in the interface language. */
export function Footer({ entries }: FooterProps) {
  const { i18n } = useTranslation();
  const html = pickFooterContent(entries, toLanguage(i18n.language));
  return (
    <footer className="site-footer" data-testid="site-footer">
      {html && (
        // Safe to inject: the server sanitises footer HTML on save (sanitize-html) and only serves that.
        <div className="site-footer__content" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </footer>
  );
}

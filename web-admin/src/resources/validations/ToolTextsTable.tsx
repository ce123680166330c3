import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isHttpUrl, LANGUAGES, type Translated } from '@contracts';
import { LANGUAGE_NAMES } from '../../i18n/language';

/** A tool's texts per language, shown as text; a url is a link only when it is http(s). */
export const ToolTextsTable = ({ texts }: { texts: { title?: Translated; description?: Translated; url?: Translated } | undefined }) => {
  const translate = useTranslate();
  const languages = LANGUAGES.filter((lang) => texts?.title?.[lang] || texts?.url?.[lang] || texts?.description?.[lang]);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>{translate('portal.validations.fields.name')}</TableCell>
          <TableCell>{translate('portal.validations.info.description')}</TableCell>
          <TableCell>{translate('portal.validations.fields.url')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {languages.map((lang) => {
          const url = texts?.url?.[lang] ?? '';
          return (
            <TableRow key={lang}>
              <TableCell>{LANGUAGE_NAMES[lang]}</TableCell>
              <TableCell>{texts?.title?.[lang]}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{texts?.description?.[lang]}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {isHttpUrl(url) ? (
                  <Link href={url} target="_blank" rel="noopener noreferrer">
                    {url}
                  </Link>
                ) : (
                  url
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};

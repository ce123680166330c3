import { logsCsv } from './logs-csv';

const line = (over: Record<string, unknown> = {}) => ({
  _id: 'a',
  id: 'a',
  created_time: '2024-05-01T09:30:05.000Z',
  message: 'Alice Martin updated the footer (en, fr)',
  action: 'settings.footer.updated',
  user: { _id: 'u', fullname: 'Alice Martin' },
  target: { kind: 'settings', id: 'footer', label: 'footer' },
  ...over,
});

describe('logs CSV export', () => {
  it('writes a BOM, a header, semicolons and CRLF rows, quoting cells that need it', () => {
    const csv = logsCsv([line(), line({ message: 'a; b', user: null, target: null })]);
    expect(csv).toBe(
      '\uFEFFcreated;user;action;message;about\r\n' +
        '2024-05-01T09:30:05.000Z;Alice Martin;settings.footer.updated;Alice Martin updated the footer (en, fr);settings: footer\r\n' +
        '2024-05-01T09:30:05.000Z;;settings.footer.updated;"a; b";\r\n',
    );
  });

  it('neutralises cells that would start a formula', () => {
    const csv = logsCsv([line({ message: '=HYPERLINK("http://x")', user: { _id: 'u', fullname: '@evil' } })]);
    expect(csv).toContain(`;'@evil;`);
    expect(csv).toContain(`;"'=HYPERLINK(""http://x"")";`);
  });
});

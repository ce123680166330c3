import { usageCsv } from './usage-csv';

describe('usage CSV export', () => {
  it('writes a BOM, a header naming the window, semicolons and CRLF rows, and neutralises formulas', () => {
    const csv = usageCsv(
      [
        { id: 'a', title: 'Payroll; EU', opens: 12, managers: ['Alice Martin', 'Bob Stone'] },
        { id: 'b', title: '=HYPERLINK("http://x")', opens: 0, managers: ['@evil'] },
      ],
      '2026-01-01',
      '2026-03-31',
    );
    expect(csv).toBe(
      '\uFEFFid;title;opens 2026-01-01 to 2026-03-31;managers\r\n' +
        'a;"Payroll; EU";12;Alice Martin, Bob Stone\r\n' +
        `b;"'=HYPERLINK(""http://x"")";0;'@evil\r\n`,
    );
  });
});

import { neutraliseCsvCell, timestampedCsvFileName } from './csv';

describe('neutraliseCsvCell: no cell of an export runs as a spreadsheet formula', () => {
  it.each(['=cmd|"/c calc"!A1', '+1+2', '-2+3', '@SUM(A1:A2)', '\t=1', '\r=1', '=', '-'])('prefixes %j with a single quote', (value) => {
    expect(neutraliseCsvCell(value)).toBe(`'${value}`);
  });

  it.each(['Mail', 'Ressources humaines', 'a=b', ' =1', 'x-y', '', "'=already", '2024-05-01T09:30:05.000Z', 'https://mail.example/'])(
    'leaves %j unchanged',
    (value) => {
      expect(neutraliseCsvCell(value)).toBe(value);
    },
  );
});

describe('timestampedCsvFileName', () => {
  it('names the file after the prefix and the UTC moment, zero-padded', () => {
    expect(timestampedCsvFileName('tools', new Date('2024-05-01T09:03:05.123Z'))).toBe('tools-20240501-090305.csv');
    expect(timestampedCsvFileName('logs', new Date('2031-12-31T23:59:59Z'))).toBe('logs-20311231-235959.csv');
  });
});

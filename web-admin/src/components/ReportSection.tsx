import type { ReactNode } from 'react';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** One block of a report page (usage, a tool's status): a card named by its heading. */
export const ReportSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** A report's small table, or the sentence saying it has no row. */
export function ReportTable<T>({ headers, rows, keyOf, cells, empty }: { headers: string[]; rows: readonly T[]; keyOf: (row: T) => string; cells: (row: T) => ReactNode[]; empty: string }) {
  if (rows.length === 0) return <Typography>{empty}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {headers.map((header) => (
            <TableCell key={header}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={keyOf(row)}>
            {cells(row).map((cell, index) => (
              <TableCell key={index}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

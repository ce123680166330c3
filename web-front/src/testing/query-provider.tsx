import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';

/**
 * The server-state cache a component under test needs, fresh for each render (no answer leaks from
 * one test to the next). Pass as `render(ui, { wrapper: QueryProvider })` or wrap the tree with it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

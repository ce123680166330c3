import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  // Created once per mount, not at import time, so tests can import the app without a browser router.
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { ADMIN_BASENAME } from './navigation';

// Real paths (/admin/footer) rather than react-admin's default hash router; a data router so
// forms can warn about unsaved changes before navigating away.
const router = createBrowserRouter([{ path: `${ADMIN_BASENAME}/*`, element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { authProvider } from './authProvider';
import { ADMIN_BASENAME } from './navigation';

// Real paths (/admin/footer) rather than react-admin's default hash router; a data router so
// forms can warn about unsaved changes before navigating away.
const router = createBrowserRouter([{ path: `${ADMIN_BASENAME}/*`, element: <App /> }]);

// The session call starts now, alongside the page's code, rather than once the app has rendered.
authProvider.warmUp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

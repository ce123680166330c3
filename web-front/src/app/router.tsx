import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/LoadingScreen';
import { StartupGate } from '@/features/startup';
import { FrontPage } from './routes/front-page';
import { Root } from './routes/root';
import { RouteError } from './routes/route-error';

type ErrorPages = typeof import('@/features/errors');

/** Error pages are rare: they load on demand and stay out of the initial bundle. */
function errorPage(name: keyof ErrorPages): RouteObject['lazy'] {
  return async () => ({ Component: (await import('@/features/errors'))[name] });
}

/** Popups open after the wall is on screen: they load on demand too, keeping the first paint small. */
const toolInfoPopup: RouteObject['lazy'] = async () => ({ Component: (await import('@/features/tool-info')).ToolInfoPopup });
const toolFormPopup: RouteObject['lazy'] = async () => ({ Component: (await import('@/features/tool-form')).ToolFormPopup });
const accessRequests = async () => import('@/features/access-requests/popups');
const requestAccessPopup: RouteObject['lazy'] = async () => ({ Component: (await accessRequests()).RequestAccessPopup });
const myRequestsPopup: RouteObject['lazy'] = async () => ({ Component: (await accessRequests()).MyRequestsPopup });
const backgroundPicker: RouteObject['lazy'] = async () => ({
  Component: (await import('@/features/background/components/BackgroundPicker')).BackgroundPicker,
});

/** The popups over the front page (spec section 2): real routes, so the back button and shared links work. */
const popupRoutes: RouteObject[] = [
  { path: 'infos-tool/:id', lazy: toolInfoPopup },
  { path: 'infos-tool/:id/:panel', lazy: toolInfoPopup },
  { path: 'edit-tool/:id', lazy: toolFormPopup },
  { path: 'add-tool', lazy: toolFormPopup },
  { path: 'edit-background', lazy: backgroundPicker },
  { path: 'request-access/:toolId', lazy: requestAccessPopup },
  // "My requests": the header's entry and the address the access-request mails link to.
  { path: 'access-requests', lazy: myRequestsPopup },
];

const SIGNED_IN = 'signed-in';

/** Spec section 2. Only the signed-in pages sit under the start-up gate: error pages must not sign in. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteError,
    children: [
      {
        id: SIGNED_IN,
        element: <StartupGate />,
        children: [
          { path: '/', element: <FrontPage />, children: popupRoutes },
          { path: '/login/:userId', element: <FrontPage />, children: popupRoutes },
          { path: '/user/:userId', element: <FrontPage />, children: popupRoutes },
        ],
      },
      { path: '/error-user', lazy: errorPage('ErrorUserPage') },
      { path: '/error-unavailable', lazy: errorPage('ErrorUnavailablePage') },
      { path: '/error-403', lazy: errorPage('Error403Page') },
      { path: '/error-500', lazy: errorPage('Error500Page') },
      { path: '*', lazy: errorPage('NotFoundPage') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Whether this address is a signed-in page (under the start-up gate), whose first call is getOneUser. */
export function isSignedInPage(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.some((match) => match.route.id === SIGNED_IN) ?? false;
}

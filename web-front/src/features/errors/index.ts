// Loaded lazily by the router: one small chunk that most visits never download.
export { Error403Page } from './components/Error403Page';
export { Error500Page } from './components/Error500Page';
export { ErrorUnavailablePage } from './components/ErrorUnavailablePage';
export { ErrorUserPage } from './components/ErrorUserPage';
export { NotFoundPage } from './components/NotFoundPage';

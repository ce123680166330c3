import { ErrorPage } from './ErrorPage';

export function Error500Page() {
  return <ErrorPage errorKey="serverError" />;
}

import { ErrorPage } from './ErrorPage';

export function NotFoundPage() {
  return <ErrorPage errorKey="notFound" />;
}

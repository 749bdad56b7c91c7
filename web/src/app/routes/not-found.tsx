import { NotFoundPage } from '../../features/pages/components/not-found-page';

/** Any path the route table does not know. */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}

import { PageNotFound } from '../page-not-found';

/** Everything that is not a page. */
export function Component() {
  return <PageNotFound />;
}

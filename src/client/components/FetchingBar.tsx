import { useIsFetching } from '@tanstack/react-query';
import { LoadingBar } from './LoadingBar';

/** Shows the loading bar while any of Refine's queries is fetching. */
export function FetchingBar() {
  const fetching = useIsFetching();
  return fetching > 0 ? <LoadingBar /> : null;
}

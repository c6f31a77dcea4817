import { useSearchParams } from 'react-router';
import { searchFromParams, searchToParams } from '../data-center';
import type { SearchState } from '../data-center';

/** The current search, kept in the URL so links, reloads and the back button keep it. */
export function useSearchState(): [SearchState, (next: SearchState) => void] {
  const [params, setParams] = useSearchParams();
  const state = searchFromParams(params);
  function update(next: SearchState): void {
    setParams(searchToParams(next));
  }
  return [state, update];
}

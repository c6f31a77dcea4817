import { searchToParams } from '../data-center/data-center';
import type { SearchState } from '../data-center/data-center';
import { editorPath, NOT_CREATED } from '../special/special';

/** The results page of a search (the search travels in the URL). */
export function cloudSearchListHref(search: SearchState): string {
  return `/app/cloudSearchList?${searchToParams(search).toString()}`;
}

/**
 * 转为专题: the new-topic editor prefilled with the search — its words become the 主体词 (one
 * word group per space-separated word, all required together) and the keyword the name.
 */
export function toSpecialHref(search: Pick<SearchState, 'keyword' | 'searchArea'>): string {
  const words = search.keyword.split(/\s+/).filter(Boolean);
  const params = new URLSearchParams({
    setName: words.join(' ').slice(0, 50),
    subjectWords: words.join(' '),
    searchArea: search.searchArea,
  });
  return `${editorPath(NOT_CREATED)}?${params.toString()}`;
}

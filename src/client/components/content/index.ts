export { ContentPage } from './ContentPage';
export { ContentSearch } from './ContentSearch';
export { ContentSections } from './ContentSections';
export { ContentEmpty, ContentError, ContentSkeleton } from './ContentStates';
export { useContentLocale } from './use-content-locale';
export { useContentList } from './use-content-list';
export { useContentPage } from './use-content-page';
export { SearchableContentList } from './SearchableContentList';

export { ContentPage } from './ContentPage';
export { useContentLocale } from './use-content-locale';
export { SearchableContentList } from './SearchableContentList';

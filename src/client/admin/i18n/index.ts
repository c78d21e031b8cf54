export { I18nPage } from './I18nPage';

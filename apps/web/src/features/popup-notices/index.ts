export { LazyPopupNotices } from './lazy-popup-notices';

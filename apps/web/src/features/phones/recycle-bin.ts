/** The recycle bin page (/recycleBin). */
export { RecycleBinPage } from './pages/recycle-bin-page';

/** The play screen (/play?phoneId=N), a lazy page of its own, and its strings' loader. */
export { PlayPage } from './pages/play-page';
export { GroupControlPage } from './pages/group-control-page';
export { loadPlayMessages } from './play-messages';

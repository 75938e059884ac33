/** Proxy management (issue 17): the /proxy page and its strings' loader. */
export { ProxyPage } from './pages/proxy-page';
export { loadProxyMessages } from './proxy-messages';

/**
 * What the phone list takes from features/proxies: the proxies' query keys, so binding phones
 * refreshes the proxy page's bound counts and the proxy choices share its cache's lifetime. The
 * one place the list reaches into proxies.
 */
export { proxyKeys } from '../proxies/api/proxy-keys';

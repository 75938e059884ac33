/**
 * What the about page takes from features/auth: the four documents a member agrees to at sign-in
 * (spec point 1), loaded as their own chunk when first opened. The one place settings reaches
 * into auth, so the seam stays visible.
 */
export type { ProtocolDocumentText } from '../auth/protocols/types';
export const loadProtocolDocuments = () => import('../auth/protocols').then((m) => m.protocolDocuments);

import type { ProtocolDocument } from '@cloudphone/contract';
import { childrenRules } from './children-rules';
import { privacyPolicy } from './privacy-policy';
import { thirdPartySharing } from './third-party-sharing';
import type { ProtocolDocumentText } from './types';
import { userAgreement } from './user-agreement';

/** The four documents a member agrees to before sign-in (spec point 1). Loaded on demand: they are text-heavy. */
export const protocolDocuments: Record<ProtocolDocument, ProtocolDocumentText> = {
  'user-agreement': userAgreement,
  'privacy-policy': privacyPolicy,
  'third-party-sharing': thirdPartySharing,
  'children-rules': childrenRules,
};

import { addServerMessages, serverMessages } from '@cloudphone/contract';

// Imported for this side effect by every module that translates a server-only message.
addServerMessages(serverMessages);

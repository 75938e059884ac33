import { configure } from '@testing-library/react';
import { startFileOnSharedWorker } from '@web/test/shared-worker';

startFileOnSharedWorker();

// findBy and waitFor give up after 1 s by default. A test that signs in and lands on a screen loads
// the shell's and the page's lazy chunks through the transform first; on a loaded two-core CI
// machine that alone has taken more than 5 s.
configure({ asyncUtilTimeout: 10_000 });

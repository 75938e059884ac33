import { configure } from '@testing-library/react';
import { startFileOnSharedWorker } from './shared-worker';

startFileOnSharedWorker();

// findBy and waitFor give up after 1 s by default; jsdom renders of antd pages on a loaded
// two-core CI machine sometimes need longer to reach a correct result.
configure({ asyncUtilTimeout: 5000 });

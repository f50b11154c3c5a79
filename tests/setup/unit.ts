import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals, testing-library cannot register its own cleanup: unmount every render after each test.
afterEach(() => cleanup());

// Pages load lazily and call the sandbox: on a loaded two-core machine the first paint can take over a second.
configure({ asyncUtilTimeout: 5000 });

// The app gets its pages' expressions compiled at build time; tests render page JSON directly, so they load the parser.
import '../../renderer/expr';

// Storage actions check typed values with validators the app loads only with the pages that need them.
import '../../renderer/core/actions/installStorageValidators';

// The repository's env.json as the app's config: what `npm start`, the tests, Storybook, the sandbox and the tools run
// with. Never imported by the app's own code (main.tsx and what it loads read the page's config instead:
// renderer/start/pageConfig.ts), so the JavaScript a build emits is the same for every environment.
import envJson from '../env.json';
import { envFromJson, type EnvConfig } from './env';

export const env: EnvConfig = envFromJson(envJson);

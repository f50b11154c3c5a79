interface ImportMetaEnv {
  /** 'msw' in the static lab build (npm run build:lab): the sandbox answers from a service worker. */
  readonly VITE_LAB_SANDBOX?: string;
}

// A step between the entry and the lab: the entry's dynamic import of this module lists one file to preload, where
// importing the lab directly would write the names of all its chunks into every borrower's entry file.
// The static lab build (npm run build:lab) first starts the sandbox in a service worker: its host serves files only.
export const loadLab = async () => {
  if (import.meta.env.VITE_LAB_SANDBOX === 'msw') await (await import('./sandboxWorker')).startSandboxWorker();
  return import('./mount');
};

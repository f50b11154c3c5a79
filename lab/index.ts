// A step between the entry and the lab: the entry's dynamic import of this module lists one file to preload, where
// importing the lab directly would write the names of all its chunks into every borrower's entry file.
export const loadLab = () => import('./mount');

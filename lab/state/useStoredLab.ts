// The lab state, kept in local storage so it survives a reload. The first visit starts from Order Details.
import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import loanDetailText from '../../pages/loanDetail.json?raw';
import { initialState, loadStored, store, type LabState } from './labState';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function useStoredLab(): [LabState, Dispatch<SetStateAction<LabState>>] {
  const [lab, setLab] = useState<LabState>(() => loadStored(localStorageOrNull()) ?? initialState(loanDetailText));
  useEffect(() => {
    const timer = setTimeout(() => store(localStorageOrNull(), lab), 200);
    return () => clearTimeout(timer);
  }, [lab]);
  return [lab, setLab];
}

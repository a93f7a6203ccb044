import { useStore, type Atom } from 'jotai';
import { startTransition, useEffect, useState } from 'react';

/**
 * `useAtomValue`, but a change re-renders in a transition: React renders it in small interruptible
 * slices instead of one long task. For dashboard cards whose data arrive one by one after the page
 * appears (the player home): the page stays responsive while they fill in.
 */
export function useTransitionAtomValue<Value>(anAtom: Atom<Value>): Value {
  const store = useStore();
  const [state, setState] = useState(() => ({ store, anAtom, value: store.get(anAtom) }));
  useEffect(() => {
    const update = () => startTransition(() => setState({ store, anAtom, value: store.get(anAtom) }));
    const unsubscribe = store.sub(anAtom, update);
    update();
    return unsubscribe;
  }, [store, anAtom]);
  // Another store or atom than the last render's: read it now rather than show a stale value.
  return state.store === store && state.anAtom === anAtom ? state.value : store.get(anAtom);
}

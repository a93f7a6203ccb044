import { renderInDom } from '@pp/ui/testing';
import { createStore, Provider } from 'jotai';
import { act, useEffect, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '../api/errors';
import { queryClientAtom } from './client';
import { atomWithApiQuery, useRemote, useTransitionRemote, type QueryAtom, type RemoteRead } from './read';
import { ALREADY_SENDING, atomWithApiWrite, useWrite, type Write, type WriteAtom } from './write';

type Store = ReturnType<typeof createStore>;
const wrap = (store: Store, node: ReactNode) => <Provider store={store}>{node}</Provider>;

/** A read whose answers the test scripts: each call takes the next entry (an Error rejects). */
function scriptedQuery(answers: (string | Error)[], key = 'scripted') {
  let calls = 0;
  const queryAtom = atomWithApiQuery<string>(() => ({
    queryKey: [key],
    queryFn: async () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  }));
  return { queryAtom, calls: () => calls };
}

function renderRead(store: Store, queryAtom: QueryAtom<string>, transition = false) {
  const seen: RemoteRead<string>[] = [];
  const show = (read: RemoteRead<string>) => {
    seen.push(read);
    return <output>{read.status === 'ready' ? read.data : read.status}</output>;
  };
  function Probe() {
    return show(useRemote(queryAtom));
  }
  function TransitionProbe() {
    return show(useTransitionRemote(queryAtom));
  }
  const view = renderInDom(wrap(store, transition ? <TransitionProbe /> : <Probe />));
  return { seen, text: () => view.container.textContent, last: () => seen.at(-1)!, unmount: view.unmount };
}

describe('reads (useRemote)', () => {
  it('goes loading -> error (server answered) -> retry -> ready', async () => {
    const store = createStore();
    const { queryAtom, calls } = scriptedQuery([new ApiError(500, 'Server Error'), 'fresh']);
    const view = renderRead(store, queryAtom);
    expect(view.text()).toBe('loading');
    await expect.poll(() => view.text()).toBe('error');
    // A server's answer is final: no automatic second try.
    expect(calls()).toBe(1);
    expect(view.last().error?.message).toBe('Server Error');
    await act(async () => view.last().retry());
    await expect.poll(() => view.text()).toBe('fresh');
  });

  it('tries a call that got no answer once more by itself', async () => {
    const store = createStore();
    const { queryAtom, calls } = scriptedQuery([new ApiError(0, 'Network Error'), 'after retry']);
    const view = renderRead(store, queryAtom);
    await expect.poll(() => view.text()).toBe('after retry');
    expect(calls()).toBe(2);
  });

  it('keeps the data on screen while it loads again, and after a failed reload', async () => {
    const store = createStore();
    const { queryAtom } = scriptedQuery(['first', 'second', new ApiError(500, 'down')]);
    const view = renderRead(store, queryAtom, true);
    await expect.poll(() => view.text()).toBe('first');
    await act(async () => view.last().retry());
    await expect.poll(() => view.text()).toBe('second');
    // While reloading, the screen never went back to loading.
    const afterFirst = view.seen.slice(view.seen.findIndex((read) => read.data === 'first'));
    expect(afterFirst.every((read) => read.status === 'ready')).toBe(true);
    await act(async () => view.last().retry());
    await expect.poll(() => view.last().isFetching).toBe(false);
    expect(view.text()).toBe('second');
  });

  it('gives every store its own cache', async () => {
    const first = createStore();
    const second = createStore();
    expect(first.get(queryClientAtom)).not.toBe(second.get(queryClientAtom));
  });
});

function renderWrite<TInput>(store: Store, writeAtom: WriteAtom<TInput, string>) {
  const holder: { write?: Write<TInput, string> } = {};
  function Probe() {
    const write = useWrite(writeAtom);
    useEffect(() => {
      holder.write = write;
    });
    return <output>{write.isPending ? 'pending' : 'idle'}</output>;
  }
  const view = renderInDom(wrap(store, <Probe />));
  return { write: () => holder.write!, text: () => view.container.textContent };
}

describe('writes (useWrite)', () => {
  it('sends one request per action, with a fresh idempotency key each time', async () => {
    const store = createStore();
    const keys: string[] = [];
    let release: () => void = () => undefined;
    const writeAtom = atomWithApiWrite<number, string>(() => ({
      write: (amount, { idempotencyKey }) => {
        keys.push(idempotencyKey);
        return new Promise((resolve) => {
          release = () => resolve(`done ${amount}`);
        });
      },
    }));
    const view = renderWrite(store, writeAtom);
    let first: Promise<string> | undefined;
    await act(async () => {
      first = view.write().run(100);
    });
    await expect.poll(() => view.text()).toBe('pending');
    // A double click: refused at once, nothing sent.
    await expect(view.write().run(100)).rejects.toMatchObject({ status: -1, message: ALREADY_SENDING });
    expect(keys).toHaveLength(1);
    await act(async () => release());
    await expect(first).resolves.toBe('done 100');
    await expect.poll(() => view.text()).toBe('idle');
    await act(async () => {
      const second = view.write().run(100);
      await expect.poll(() => keys.length).toBe(2);
      release();
      await second;
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is no longer pending in the render that sees the answer (a dialog closing on it gives focus back)', async () => {
    const store = createStore();
    let fail: () => void = () => undefined;
    const writeAtom = atomWithApiWrite<number, string>(() => ({
      write: () =>
        new Promise((_resolve, reject) => {
          fail = () => reject(new ApiError(500, 'Internal server error'));
        }),
    }));
    const renders: { answered: boolean; pending: boolean }[] = [];
    const holder: { send?: () => Promise<void> } = {};
    function Screen() {
      const write = useWrite(writeAtom);
      const [answered, setAnswered] = useState(false);
      renders.push({ answered, pending: write.isPending });
      holder.send = async () => {
        await write.run(1).catch(() => setAnswered(true));
      };
      return <output>{answered ? 'answered' : 'waiting'}</output>;
    }
    const view = renderInDom(wrap(store, <Screen />));
    let sent: Promise<void> | undefined;
    await act(async () => {
      sent = holder.send!();
    });
    await expect.poll(() => renders.at(-1)?.pending).toBe(true);
    await act(async () => {
      fail();
      await sent;
    });
    await expect.poll(() => view.container.textContent).toBe('answered');
    expect(renders.some((render) => render.pending)).toBe(true);
    expect(renders.filter((render) => render.answered && render.pending)).toEqual([]);
  });

  it('keeps the key when the same input is sent again after no answer (a timeout)', async () => {
    const store = createStore();
    const keys: string[] = [];
    const answers: (ApiError | string)[] = [new ApiError(0, 'Request timed out'), 'ok', 'ok'];
    const writeAtom = atomWithApiWrite<number, string>(() => ({
      write: async (_amount, { idempotencyKey }) => {
        keys.push(idempotencyKey);
        const answer = answers.shift()!;
        if (answer instanceof ApiError) throw answer;
        return answer;
      },
    }));
    const view = renderWrite(store, writeAtom);
    await act(async () => {
      await expect(view.write().run(500)).rejects.toMatchObject({ status: 0 });
    });
    await act(async () => {
      await view.write().run(500);
    });
    // The retry of the unanswered action carried the same key; the next action a new one.
    expect(keys[1]).toBe(keys[0]);
    await act(async () => {
      await view.write().run(500);
    });
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('loads the reads it changed again after a success', async () => {
    const store = createStore();
    let balance = 100;
    const balanceAtom = atomWithApiQuery<string>(() => ({
      queryKey: ['balance'],
      queryFn: async () => `฿${balance}`,
    }));
    const depositAtom = atomWithApiWrite<number, string>(() => ({
      write: async (amount) => {
        balance += amount;
        return 'ok';
      },
      invalidates: () => [['balance']],
    }));
    const read = renderRead(store, balanceAtom);
    const view = renderWrite(store, depositAtom);
    await expect.poll(() => read.text()).toBe('฿100');
    await act(async () => {
      await view.write().run(50);
    });
    await expect.poll(() => read.text()).toBe('฿150');
  });
});

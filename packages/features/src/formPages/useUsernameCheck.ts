import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';

import { clientsAtom } from '../shared/api/http';
import { fetchUsername } from './api/endpoints';
import type { UsernameCheck } from './schemas';

/**
 * The server's username check for a form's schema (`GET /api/forms/username`): one call per name
 * (the form validates again as the user types elsewhere; a failed call is asked again next time),
 * and whether a call is on its way, for the field's hint.
 */
export function useUsernameCheck(): { isAvailable: UsernameCheck; checking: boolean } {
  const client = useAtomValue(clientsAtom).demo;
  const answers = useRef(new Map<string, Promise<boolean>>());
  const [pending, setPending] = useState(0);
  const isAvailable = useCallback<UsernameCheck>(
    (username) => {
      const known = answers.current.get(username);
      if (known) return known;
      setPending((count) => count + 1);
      const answer = fetchUsername(client, username)
        .then((body) => body.available)
        .finally(() => setPending((count) => count - 1));
      answer.catch(() => answers.current.delete(username));
      answers.current.set(username, answer);
      return answer;
    },
    [client],
  );
  return { isAvailable, checking: pending > 0 };
}

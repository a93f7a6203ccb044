/**
 * The login page's messages (a registration done, a session ended, a refused login): a chunk of
 * their own, words included, because the page's first paint never shows them (DESIGN.md, budgets).
 */
import { FormAlert } from '@pp/ui';

import type { SessionEnd } from '../atoms';
import { loginNotices } from '../loginCopy';

export type LoginNoticeProps =
  { kind: 'registered' } | { kind: 'sessionEnd'; reason: SessionEnd } | { kind: 'refused'; message: string };

export default function LoginNotice(props: LoginNoticeProps) {
  if (props.kind === 'registered') return <FormAlert severity="success">{loginNotices.registered}</FormAlert>;
  if (props.kind === 'refused') return <FormAlert severity="error">{props.message}</FormAlert>;
  return (
    <FormAlert severity={props.reason === 'banned' ? 'error' : 'info'}>
      {loginNotices[props.reason]}
    </FormAlert>
  );
}

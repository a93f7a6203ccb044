import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { FormAlert } from '@pp/ui';
import { useState } from 'react';

import { toApiError } from '../../shared/api/errors';
import type { Write } from '../../shared/query/write';
import { errorMessage } from '../errors';
import type { Transaction } from '../types';

/**
 * A claim of money into the balance (cashback, invite commission): one request per press (the
 * write refuses a second one on its way), the credited row once paid, the server's Thai message
 * when refused. `onRefused` loads the figures again after a 400 or 409 (claimed in another tab,
 * nothing left), so the screen shows what the server has now.
 */
export function useClaim(claim: Write<void, Transaction>, onRefused: () => void) {
  const [paid, setPaid] = useState<Transaction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    setFailure(null);
    try {
      setPaid(await claim.run());
    } catch (error) {
      const apiError = toApiError(error);
      // A second press while the first is on its way: that first one reports.
      if (apiError.status === -1) return;
      setFailure(errorMessage(apiError));
      if (apiError.status === 400 || apiError.status === 409) onRefused();
    }
  };

  return { paid, failure, send, isPending: claim.isPending };
}

export interface ClaimButtonProps {
  label: string;
  /** Said instead of the label while the claim is on its way. */
  pendingLabel: string;
  pending: boolean;
  onClick: () => void;
  disabled?: boolean;
  /** The id of the text that says why the button is disabled. */
  describedBy?: string;
}

/** The claim's button: large, busy and disabled while the claim is on its way. */
export function ClaimButton({
  label,
  pendingLabel,
  pending,
  onClick,
  disabled,
  describedBy,
}: ClaimButtonProps) {
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      disabled={disabled || pending}
      aria-busy={pending}
      aria-describedby={describedBy}
      onClick={onClick}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** What the last claim did: the paid message, or the refusal. */
export function ClaimOutcome({ paid, failure }: { paid: string | null; failure: string | null }) {
  return (
    <>
      {paid && <FormAlert severity="success">{paid}</FormAlert>}
      {failure && <FormAlert severity="error">{failure}</FormAlert>}
    </>
  );
}

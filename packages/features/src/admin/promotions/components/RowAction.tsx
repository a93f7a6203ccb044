import { RowAction, type RowActionProps } from '@pp/ui';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';

/** The on/off action of a row: pause while it is on, play while it is off. */
export function SwitchRowAction({ on, ...props }: Omit<RowActionProps, 'icon' | 'color'> & { on: boolean }) {
  return (
    <RowAction
      {...props}
      icon={on ? <IconPlayerPause size={18} stroke={1.5} /> : <IconPlayerPlay size={18} stroke={1.5} />}
      color={on ? 'warning' : 'success'}
    />
  );
}

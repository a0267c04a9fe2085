import { Button, type ButtonProps } from '@mui/material';

type BusyButtonProps = ButtonProps & { busy: boolean };

/**
 * A button that says it waits while another change runs, yet keeps the keyboard focus: a
 * disabled button drops it to the page (docs/product/look-and-feel.md#focus-never-lost).
 * Its clicks, and the submit it would send, are ignored meanwhile.
 */
export function BusyButton({ busy, onClick, sx, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      sx={[
        { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

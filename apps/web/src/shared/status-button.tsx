import { Box, Button, type ButtonProps } from '@mui/material';
import { visuallyHidden } from './visually-hidden';

/** The state of the action a button starts: a mutation's own `status` fits as it is. */
export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

type StatusButtonProps = ButtonProps & {
  status: ActionStatus;
  /**
   * Said by screen readers when the action ends, where nothing else says it (a snackbar,
   * a new view and a field error already do).
   */
  announce?: { success?: string; error?: string };
};

/**
 * The one busy button of the app (docs/product/look-and-feel.md#focus-never-lost): while its
 * action runs it says it waits (`aria-disabled`, `aria-busy`) and ignores presses, the
 * submit it would send included, but it is not disabled, so it keeps the keyboard focus.
 */
export function StatusButton({ status, announce, onClick, sx, ...props }: StatusButtonProps) {
  const pending = status === 'pending';
  const said = status === 'success' ? announce?.success : status === 'error' ? announce?.error : '';
  return (
    <>
      <Button
        {...props}
        aria-disabled={pending || props['aria-disabled'] || undefined}
        aria-busy={pending || undefined}
        onClick={(event) => {
          if (pending) event.preventDefault();
          else onClick?.(event);
        }}
        sx={[
          { '&[aria-busy="true"]': { opacity: 0.6, cursor: 'progress' } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
      {announce ? (
        <Box component="span" role="status" sx={visuallyHidden}>
          {said}
        </Box>
      ) : undefined}
    </>
  );
}

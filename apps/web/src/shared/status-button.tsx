import { Box, Button, type ButtonProps } from '@mui/material';
import type { ComponentProps, MouseEvent } from 'react';
import { visuallyHidden } from './visually-hidden';

/** The state of the action a button starts: a mutation's own `status` fits as it is. */
export type ActionStatus = 'idle' | 'pending' | 'success' | 'error';

type BusyProps<E> = {
  'aria-disabled'?: boolean | 'true' | 'false' | undefined;
  onClick?: ((event: MouseEvent<E>) => void) | undefined;
};

/**
 * What makes a button the busy button (docs/product/look-and-feel.md#focus-never-lost): while
 * its action runs it says it waits (`aria-disabled`, `aria-busy`) and ignores presses, the
 * submit it would send included, but it is not disabled, so it keeps the keyboard focus.
 */
function busyProps<E>(status: ActionStatus, props: BusyProps<E>) {
  const pending = status === 'pending';
  return {
    'aria-disabled': pending || props['aria-disabled'] || undefined,
    'aria-busy': pending || undefined,
    onClick: (event: MouseEvent<E>) => {
      if (pending) event.preventDefault();
      else props.onClick?.(event);
    },
  };
}

type StatusButtonProps = ButtonProps & {
  status: ActionStatus;
  /**
   * Said by screen readers when the action ends, where nothing else says it (a snackbar,
   * a new view and a field error already do).
   */
  announce?: { success?: string; error?: string };
};

/** The busy button of the app (busyProps) as an MUI button: every form's submit button. */
export function StatusButton({ status, announce, sx, ...props }: StatusButtonProps) {
  const said = status === 'success' ? announce?.success : status === 'error' ? announce?.error : '';
  return (
    <>
      <Button
        {...props}
        {...busyProps(status, props)}
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

/**
 * The same busy button as a native element, styled by the page's classes: for the rows of
 * the article lists, where fifty MUI buttons cost their styles again at each page's take-over
 * (docs/performance.md#the-lists-add-buttons).
 */
export function PlainStatusButton({
  status,
  ...props
}: ComponentProps<'button'> & { status: ActionStatus }) {
  return <button type="button" {...props} {...busyProps(status, props)} />;
}

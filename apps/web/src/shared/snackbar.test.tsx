import type { AlertColor } from '@mui/material';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_HIDE_MS } from '#config/ui.ts';
import { SnackbarProvider, useDismissSnackbarError, useSnackbar } from './snackbar';

function SaveButton({ severity = 'success' }: { severity?: AlertColor }) {
  const showSnackbar = useSnackbar();
  const dismissError = useDismissSnackbarError();
  return (
    <>
      <button type="button" onClick={() => showSnackbar('Modifications effectuées', severity)}>
        Enregistrer
      </button>
      <button type="button" onClick={dismissError}>
        Autre action
      </button>
    </>
  );
}

function renderButton(severity?: AlertColor) {
  render(
    <SnackbarProvider>
      <SaveButton severity={severity} />
    </SnackbarProvider>,
  );
}

describe('SnackbarProvider (docs/product/catalogue.md#page-shell)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the message a screen asks for', async () => {
    renderButton();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // The host loads with the first message.
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');
  });

  it('keeps an error past 3 s, until the next action', async () => {
    // Fake timers that still run with the clock, so that the host's lazy load completes.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderButton('error');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const alert = await screen.findByRole('alert');

    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS * 3));
    expect(alert).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Autre action' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('hides a success notice after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderButton('success');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('alert');

    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS + 1000));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('closes no success notice when the next action starts', async () => {
    renderButton('success');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Autre action' }));
    expect(screen.getByRole('alert')).toBeVisible();
  });
});

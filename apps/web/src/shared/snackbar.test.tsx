import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider, useSnackbar } from './snackbar';

function SaveButton() {
  const showSnackbar = useSnackbar();
  return (
    <button type="button" onClick={() => showSnackbar('Modifications effectuées')}>
      Enregistrer
    </button>
  );
}

describe('SnackbarProvider', () => {
  it('shows the message a screen asks for', async () => {
    render(
      <SnackbarProvider>
        <SaveButton />
      </SnackbarProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // The host loads with the first message.
    expect(await screen.findByRole('alert')).toHaveTextContent('Modifications effectuées');
  });
});

import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { StatusButton } from '#shared/status-button.tsx';
import { monospace } from '#shared/text-styles.ts';
import { useAddPastedList } from '../api/add-pasted-list';
import { useCheckPastedList } from '../api/check-pasted-list';
import { cartMessages } from '../cart-messages';
import { PasteListReport } from './paste-list-report';

/** « Coller une liste » and its dialog (docs/product/cart.md#paste-a-list). */
export function PasteListButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ContentPasteIcon aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ height: 40, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {cartMessages.pasteList}
      </Button>
      {open ? <PasteListDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The pasted text, then what its check found. One button does both steps: VÉRIFIER LA
 * LISTE, then AJOUTER AU DEVIS once references were found, so that the focus stays on it
 * (docs/product/look-and-feel.md#focus-never-lost); a change of the text asks for a new
 * check.
 */
function PasteListDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const introId = useId();
  const [text, setText] = useState('');
  const check = useCheckPastedList();
  const add = useAddPastedList();
  const outcome = check.data;
  const ready = outcome !== undefined && outcome.found.length > 0;
  const busy = check.isPending || add.isPending;

  const onSubmit = () => {
    if (busy) return;
    if (ready) add.mutate(outcome.found, { onSuccess: onClose });
    else if (text.trim() !== '') check.mutate(text);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={introId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{cartMessages.pasteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {cartMessages.pasteIntro}
        </DialogContentText>
        <TextField
          label={cartMessages.pasteLabel}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            check.reset();
          }}
          multiline
          minRows={5}
          maxRows={12}
          fullWidth
          autoFocus
          placeholder={'DUR-100002 ; 3\nSCH-200001\t2\nHEI-300001'}
          slotProps={{
            htmlInput: { spellCheck: false, style: { fontFamily: monospace.fontFamily } },
          }}
        />
        <PasteListReport outcome={outcome} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={busy ? undefined : onClose} aria-disabled={busy || undefined}>
          {cartMessages.cancel}
        </Button>
        <StatusButton
          variant="contained"
          status={add.isPending ? add.status : check.status}
          onClick={onSubmit}
          aria-disabled={(!ready && text.trim() === '') || undefined}
        >
          {ready ? cartMessages.pasteAdd : cartMessages.pasteCheck}
        </StatusButton>
      </DialogActions>
    </Dialog>
  );
}

import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRef } from 'react';
import { type ActionStatus, StatusButton } from '#shared/status-button.tsx';

type PdfFileButtonProps = {
  label: string;
  status: ActionStatus;
  /** The id of the hint that says the limit. */
  describedBy?: string;
  onFile: (file: File) => void;
};

/**
 * A button that opens the browser's file chooser for one PDF: one control to reach and
 * name, the same on every browser, which keeps the focus once a file is chosen.
 */
export function PdfFileButton({ label, status, describedBy, onFile }: PdfFileButtonProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
      <StatusButton
        status={status}
        variant="outlined"
        startIcon={<UploadFileIcon aria-hidden />}
        aria-describedby={describedBy}
        onClick={() => fileInput.current?.click()}
        sx={{ justifySelf: 'start' }}
      >
        {label}
      </StatusButton>
    </>
  );
}

import { Box, Typography } from '@mui/material';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useUploadImport } from '../api/upload-import';
import { importMessages as messages } from '../import-messages';
import { ImportForm } from './import-form';
import { ImportHistory } from './import-history';

/** /admin/oxygene (docs/product/import.md#import-page): the upload, then the history. */
export function ImportPage() {
  usePageTitle(messages.title);
  const upload = useUploadImport();
  return (
    <>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <TitledPanel title={messages.uploadTitle}>
          <ImportForm state={upload.state} onStart={upload.start} />
        </TitledPanel>
        <TitledPanel title={messages.historyTitle}>
          <ImportHistory />
        </TitledPanel>
      </Box>
    </>
  );
}

import { Box, Typography } from '@mui/material';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { importMessages as messages } from '../import-messages';
import { useImportUpload } from '../use-import-upload';
import { ImportForm } from './import-form';
import { ImportHistory } from './import-history';

/** /admin/oxygene (docs/product/import.md#import-page): the upload, then the history. */
export function ImportPage() {
  usePageTitle(messages.title);
  const jwt = useCurrentUser().data?.jwt ?? '';
  const upload = useImportUpload(jwt);
  return (
    <>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <TitledPanel title={messages.title}>
          <ImportForm state={upload.state} onStart={(file) => void upload.start(file)} />
        </TitledPanel>
        <TitledPanel title={messages.historyTitle}>
          <ImportHistory jwt={jwt} />
        </TitledPanel>
      </Box>
    </>
  );
}

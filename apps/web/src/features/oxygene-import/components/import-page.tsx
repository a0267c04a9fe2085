import { Box, Typography } from '@mui/material';
import { TitledPanel } from '#shared/titled-panel.tsx';
import { usePageTitle } from '#shared/use-page-title.ts';
import { useOxygeneImport } from '../api/upload-import';
import { importMessages as messages } from '../import-messages';
import { ImportForm } from './import-form';
import { ImportHistory } from './import-history';
import { ImportOutcome } from './import-outcome';

/**
 * /admin/oxygene (docs/product/import.md#import-page): the file, its check, the import once
 * confirmed, then the history.
 */
export function ImportPage() {
  usePageTitle(messages.title);
  const oxygene = useOxygeneImport();
  return (
    <>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 3 } }}>
        {messages.title}
      </Typography>
      {/* minmax(0, 1fr): a wide table scrolls in its frame instead of widening the page. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <TitledPanel title={messages.uploadTitle}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <ImportForm
              state={oxygene.state}
              onCheck={oxygene.check}
              onFileChange={oxygene.reset}
            />
            <ImportOutcome
              state={oxygene.state}
              onConfirm={oxygene.confirm}
              onCancel={oxygene.reset}
            />
          </Box>
        </TitledPanel>
        <TitledPanel title={messages.historyTitle}>
          <ImportHistory />
        </TitledPanel>
      </Box>
    </>
  );
}

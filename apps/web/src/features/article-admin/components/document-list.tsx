import type { Attachment } from '@labo/domain/catalog-schemas';
import { Box, Link, Typography } from '@mui/material';
import { attachmentFullSizeUrl } from '#shared/articles/article-media.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { WrappableText } from '#shared/wrappable-text.tsx';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { HiddenText } from './hidden-text';

type DocumentListProps = {
  documents: Attachment[];
  busy: boolean;
  onDelete: (document: Attachment) => void;
};

/** The article's documents, each downloadable (docs/product/media.md#media-files) and deletable. */
export function DocumentList({ documents, busy, onDelete }: DocumentListProps) {
  if (documents.length === 0) {
    return <Typography color="text.secondary">{messages.noDocument}</Typography>;
  }
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {documents.map((document) => (
        <Box
          component="li"
          key={document.id}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
        >
          <Link
            href={attachmentFullSizeUrl(document.id)}
            download={document.original_file_name}
            // The file name as one word for assistive technologies, whatever they make of the
            // <wbr> break points inside it.
            aria-label={document.original_file_name}
            sx={{ overflowWrap: 'break-word' }}
          >
            <WrappableText text={document.original_file_name} />
          </Link>
          <StatusButton
            size="small"
            color="error"
            status={busy ? 'pending' : 'idle'}
            onClick={() => onDelete(document)}
          >
            {messages.deleteButton}
            <HiddenText>{messages.ofDocument(document.original_file_name)}</HiddenText>
          </StatusButton>
        </Box>
      ))}
    </Box>
  );
}

import type { Attachment } from '@labo/domain/catalog-schemas';
import { Box, Chip, Typography } from '@mui/material';
import { attachmentThumbnailUrl } from '#shared/articles/article-media.ts';
import { StatusButton } from '#shared/status-button.tsx';
import { articleAdminMessages as messages } from '../article-admin-messages';
import { HiddenText } from './hidden-text';

type PictureListProps = {
  pictures: Attachment[];
  busy: boolean;
  onSetDefault: (picture: Attachment) => void;
  onDelete: (picture: Attachment) => void;
};

/**
 * The article's pictures, default first and marked (docs/product/media.md#default-picture),
 * each with its actions.
 */
export function PictureList({ pictures, busy, onSetDefault, onDelete }: PictureListProps) {
  if (pictures.length === 0) {
    return <Typography color="text.secondary">{messages.noPicture}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {pictures.map((picture, index) => (
        <PictureItem
          key={picture.id}
          picture={picture}
          position={index + 1}
          busy={busy}
          onSetDefault={onSetDefault}
          onDelete={onDelete}
        />
      ))}
    </Box>
  );
}

type PictureItemProps = Omit<PictureListProps, 'pictures'> & {
  picture: Attachment;
  position: number;
};

/** One picture: its thumbnail, framed when it is the default, and its buttons. */
function PictureItem({ picture, position, busy, onSetDefault, onDelete }: PictureItemProps) {
  const isDefault = picture.firstAttachment === '1';
  const name = picture.original_file_name;
  const status = busy ? 'pending' : 'idle';
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.75, justifyItems: 'start', width: 160 }}>
      <Box
        component="img"
        src={attachmentThumbnailUrl(picture.id)}
        alt={messages.picture(position, name)}
        width={160}
        height={120}
        sx={{
          objectFit: 'contain',
          bgcolor: 'background.paper',
          border: isDefault ? 2 : 1,
          borderColor: isDefault ? 'primary.main' : 'divider',
          borderRadius: 1,
        }}
      />
      {isDefault ? (
        <Chip size="small" color="primary" label={messages.defaultPicture} />
      ) : (
        <StatusButton size="small" status={status} onClick={() => onSetDefault(picture)}>
          {messages.setDefault}
          <HiddenText>{messages.ofPicture(name)}</HiddenText>
        </StatusButton>
      )}
      <StatusButton size="small" color="error" status={status} onClick={() => onDelete(picture)}>
        {messages.deleteButton}
        <HiddenText>{messages.ofPicture(name)}</HiddenText>
      </StatusButton>
    </Box>
  );
}

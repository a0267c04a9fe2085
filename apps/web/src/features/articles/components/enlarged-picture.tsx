import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, IconButton } from '@mui/material';
import { useId } from 'react';
import { articlesMessages } from '../articles-messages';

type EnlargedPictureProps = { open: boolean; src: string; label: string; onClose: () => void };

/** The picture as large as the window allows, in a dialog titled by the article. */
export function EnlargedPicture({ open, src, label, onClose }: EnlargedPictureProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" aria-labelledby={titleId}>
      <Box sx={{ position: 'relative', bgcolor: '#FFFFFF', p: { xs: 1, md: 2 } }}>
        <Box id={titleId} sx={{ fontWeight: 600, pr: 6, pb: 1 }}>
          {label}
        </Box>
        <IconButton
          onClick={onClose}
          aria-label={articlesMessages.close}
          sx={{ position: 'absolute', top: 4, right: 4 }}
        >
          <CloseIcon />
        </IconButton>
        <Box
          component="img"
          src={src}
          alt={label}
          sx={{
            display: 'block',
            width: 'min(85vw, 960px)',
            height: 'auto',
            maxHeight: '80vh',
            objectFit: 'contain',
          }}
        />
      </Box>
    </Dialog>
  );
}

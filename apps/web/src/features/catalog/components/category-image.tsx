import type { FlatCategory } from '@labo/domain/catalog-schemas';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Box } from '@mui/material';
import { catalogMessages } from '../catalog-messages';
import { categoryPictureUrl } from '../category-pictures';

// The pictures are 600×400: the frame keeps that ratio so nothing moves when one loads.
const PICTURE_WIDTH = 600;
const PICTURE_HEIGHT = 400;

/**
 * The product picks the category picture "by category id 2 to 9", ids of the original
 * catalogue (docs/product/catalogue.md#category-page). Ours come from the import and start
 * at 1, so an id says nothing about which category it is: the picture is chosen by slug
 * instead, among the pictures made for the demo catalogue's top categories
 * (category-pictures.ts), and any other category gets a neutral drawn panel.
 */
export function CategoryImage({ category }: { category: FlatCategory }) {
  const url = categoryPictureUrl(category.slug);
  const frame = {
    display: 'block',
    width: '100%',
    maxWidth: PICTURE_WIDTH,
    height: 'auto',
    aspectRatio: `${PICTURE_WIDTH} / ${PICTURE_HEIGHT}`,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
  } as const;

  if (!url) {
    return (
      <Box
        aria-hidden
        sx={{
          ...frame,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          background: 'linear-gradient(135deg, #EAF2F9 0%, #F7FAFC 60%, #FFF3E6 100%)',
        }}
      >
        <ScienceOutlinedIcon sx={{ fontSize: 72, opacity: 0.6 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={url}
      alt={catalogMessages.categoryImageAlt(category.label)}
      width={PICTURE_WIDTH}
      height={PICTURE_HEIGHT}
      decoding="async"
      sx={{ ...frame, objectFit: 'cover', bgcolor: 'background.paper' }}
    />
  );
}

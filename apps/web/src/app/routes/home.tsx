import { Box, Typography } from '@mui/material';
import { catalogMessages } from '../../features/catalog/catalog-messages';
import { CategoryGrid } from '../../features/catalog/components/category-grid';
import { usePageTitle } from '../../shared/use-page-title';

const homeTitle = 'Accueil';

/** SPEC §2 /home. The carousel, brochures, featured articles and video come later. */
export function HomeRoute() {
  usePageTitle(homeTitle);
  return (
    <>
      <Box component="section" aria-labelledby="home-title" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography id="home-title" variant="h1" sx={{ mb: 1 }}>
          Matériel de laboratoire pour l'enseignement, la recherche et l'industrie
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          Parcourez notre catalogue, ajoutez les articles qu'il vous faut à votre devis et
          envoyez-nous votre demande : nous vous répondons avec une offre adaptée.
        </Typography>
      </Box>
      <Box component="section" aria-labelledby="home-categories">
        <Typography id="home-categories" variant="h2" sx={{ mb: 2 }}>
          {catalogMessages.categoriesTitle}
        </Typography>
        <CategoryGrid />
      </Box>
    </>
  );
}

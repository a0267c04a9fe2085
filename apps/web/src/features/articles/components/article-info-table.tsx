import { categoryPath, subCategoryPath, underSubCategoryPath } from '@labo/domain/catalog-paths';
import type { ArticleDetail, Attachment } from '@labo/domain/catalog-schemas';
import { formatFileSizeFr } from '@labo/domain/file-size';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { attachmentFullSizeUrl } from '#shared/articles/article-media.ts';
import { monospace } from '#shared/text-styles.ts';
import { WrappableText } from '#shared/wrappable-text.tsx';
import { articlesMessages } from '../articles-messages';

/**
 * The info table (docs/product/catalogue.md#article-page): Fabricant, Référence, Ref.comp,
 * Catégorie, Lien vidéo, Documentation.
 */
export function ArticleInfoTable({ article }: { article: ArticleDetail }) {
  const { info } = articlesMessages;
  const documents = article.attachments.filter((attachment) => attachment.is_picture !== '1');
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        '& th, & td': {
          textAlign: 'left',
          verticalAlign: 'top',
          py: 1.25,
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
          fontSize: '0.9375rem',
        },
        '& th': {
          width: { xs: '38%', md: 200 },
          bgcolor: '#F5F7FA',
          fontWeight: 600,
          color: 'text.secondary',
        },
      }}
    >
      <tbody>
        <InfoRow label={info.maker}>{article.brandName || <Missing />}</InfoRow>
        <InfoRow label={info.reference}>
          <Box component="span" sx={monospace}>
            {article.crmId}
          </Box>
        </InfoRow>
        <InfoRow label={info.secondaryReference}>
          {article.crm_secondary_id ? (
            <Box component="span" sx={monospace}>
              {article.crm_secondary_id}
            </Box>
          ) : (
            <Missing />
          )}
        </InfoRow>
        <InfoRow label={info.category}>
          <CategoryTrail article={article} />
        </InfoRow>
        <InfoRow label={info.video}>
          {article.youtubeLink ? (
            <Link
              href={article.youtubeLink}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <OndemandVideoOutlinedIcon fontSize="small" aria-hidden />
              {articlesMessages.watchVideo}
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                {articlesMessages.newTab}
              </Box>
            </Link>
          ) : (
            <Missing text={articlesMessages.noVideo} />
          )}
        </InfoRow>
        <InfoRow label={info.documentation}>
          {documents.length > 0 ? (
            <DocumentLinks documents={documents} />
          ) : (
            <Missing text={articlesMessages.noDocument} />
          )}
        </InfoRow>
      </tbody>
    </Box>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

function CategoryTrail({ article }: { article: ArticleDetail }) {
  return (
    // On a phone the trail wraps: each link keeps 24 px of height (WCAG 2.2 target size).
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 0.75,
        '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 24 },
      }}
    >
      <Link component={RouterLink} to={categoryPath(article.cat_label)}>
        {article.cat_label}
      </Link>
      <span aria-hidden>›</span>
      <Link component={RouterLink} to={subCategoryPath(article.cat_label, article.sc_label)}>
        {article.sc_label}
      </Link>
      <span aria-hidden>›</span>
      <Link
        component={RouterLink}
        to={underSubCategoryPath(article.cat_label, article.sc_label, article.usc_label)}
      >
        {article.usc_label}
      </Link>
    </Box>
  );
}

/**
 * The article's documents, downloaded from the full-size route
 * (docs/product/media.md#media-files).
 */
function DocumentLinks({ documents }: { documents: Attachment[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {documents.map((document) => (
        <li key={document.id}>
          <Link
            href={attachmentFullSizeUrl(document.id)}
            download={document.original_file_name}
            aria-label={articlesMessages.download(document.original_file_name)}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              overflowWrap: 'break-word',
            }}
          >
            <DescriptionOutlinedIcon fontSize="small" aria-hidden />
            <WrappableText text={document.original_file_name} />
          </Link>{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({formatFileSizeFr(document.size_bytes)})
          </Typography>
        </li>
      ))}
    </Box>
  );
}

function Missing({ text = articlesMessages.notSpecified }: { text?: string }) {
  return (
    <Typography component="span" color="text.secondary" sx={{ fontSize: 'inherit' }}>
      {text}
    </Typography>
  );
}

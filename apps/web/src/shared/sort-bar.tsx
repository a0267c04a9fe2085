import type { SortDirection } from '@labo/domain/article-sort';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Typography } from '@mui/material';
import { type ChangeEvent, useId } from 'react';
import { fieldLabelCss, selectFieldCss } from './field-styles';

// Texts of the sort bar, in French (docs/conventions.md#names-and-french-texts).
const messages = {
  sortBy: 'Trier par',
  ascending: 'Croissant',
  descending: 'Décroissant',
  sortDirectionLabel: (ascending: boolean) =>
    ascending ? 'Ordre croissant, inverser' : 'Ordre décroissant, inverser',
} as const;

export type Sort<Key extends string> = { key: Key; direction: SortDirection };

type SortBarProps<Key extends string> = {
  keys: readonly Key[];
  keyLabels: Record<Key, string>;
  sort: Sort<Key>;
  onChange: (sort: Sort<Key>) => void;
  /** What the list holds ("12 articles"), read out when it changes. */
  summary: string;
};

/**
 * "Trier par" with a key selector and a direction toggle: the article lists
 * (docs/product/catalogue.md#article-sort) and the quote lists
 * (docs/product/accounts.md#quote-list).
 */
export function SortBar<Key extends string>({
  keys,
  keyLabels,
  sort,
  onChange,
  summary,
}: SortBarProps<Key>) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        mb: 1.5,
      }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {summary}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          flex: { xs: '1 1 100%', md: '0 1 auto' },
        }}
      >
        <SortKeySelect keys={keys} keyLabels={keyLabels} sort={sort} onChange={onChange} />
        <SortDirectionButton sort={sort} onChange={onChange} />
      </Box>
    </Box>
  );
}

type SortControlProps<Key extends string> = Pick<SortBarProps<Key>, 'sort' | 'onChange'>;

/** "Trier par" and the select of the sort keys. */
function SortKeySelect<Key extends string>({
  keys,
  keyLabels,
  sort,
  onChange,
}: SortControlProps<Key> & Pick<SortBarProps<Key>, 'keys' | 'keyLabels'>) {
  const selectId = useId();
  return (
    <>
      <Box
        component="label"
        htmlFor={selectId}
        sx={(theme) => ({ ...fieldLabelCss(theme), whiteSpace: 'nowrap' })}
      >
        {messages.sortBy}
      </Box>
      {/* The select fills the row, never narrower than its longest choice: in a narrow
          panel the direction button goes to the next line rather than cutting the choice
          shown (docs/product/look-and-feel.md#widths). */}
      <Box sx={{ position: 'relative', flex: { xs: '1 1 auto', md: '0 0 auto' } }}>
        <Box
          component="select"
          id={selectId}
          value={sort.key}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            const key = keys.find((candidate) => candidate === event.target.value);
            if (key) onChange({ ...sort, key });
          }}
          sx={(theme) => ({
            ...selectFieldCss(theme),
            width: '100%',
            minWidth: 'max-content',
            [theme.breakpoints.up('md')]: { width: 176 },
          })}
        >
          {keys.map((key) => (
            <option key={key} value={key}>
              {keyLabels[key]}
            </option>
          ))}
        </Box>
        <ExpandMoreIcon
          aria-hidden
          fontSize="small"
          sx={{
            position: 'absolute',
            right: 8,
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
            color: 'text.secondary',
          }}
        />
      </Box>
    </>
  );
}

/** The direction toggle, which says the current order and that a press reverses it. */
function SortDirectionButton<Key extends string>({ sort, onChange }: SortControlProps<Key>) {
  const ascending = sort.direction === 'asc';
  return (
    <Button
      variant="outlined"
      color="inherit"
      onClick={() => onChange({ ...sort, direction: ascending ? 'desc' : 'asc' })}
      aria-label={messages.sortDirectionLabel(ascending)}
      startIcon={ascending ? <ArrowUpwardIcon aria-hidden /> : <ArrowDownwardIcon aria-hidden />}
      sx={{ borderColor: 'divider', bgcolor: 'background.paper', minHeight: 40, flexShrink: 0 }}
    >
      {ascending ? messages.ascending : messages.descending}
    </Button>
  );
}

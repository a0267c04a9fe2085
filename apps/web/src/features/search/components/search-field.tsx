import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton } from '@mui/material';
import type { ChangeEvent, KeyboardEvent, RefObject } from 'react';
import { NARROW_SCREEN_MEDIA } from '#shared/media-queries.ts';
import { searchMessages } from '../search-messages';

type SearchFieldProps = {
  id: string;
  fieldRef: RefObject<HTMLInputElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  /** A click or ArrowDown in the field shows the results again. */
  onReopen: () => void;
  onClear: () => void;
  /** The results panel's id while it is open. */
  controls: string | undefined;
};

/** The search input with its magnifier and, once something is typed, a clear button. */
export function SearchField({
  id,
  fieldRef,
  text,
  onTextChange,
  onReopen,
  onClear,
  controls,
}: SearchFieldProps) {
  return (
    <Box sx={{ position: 'relative', flex: '1 1 0', minWidth: 0 }}>
      <SearchIcon
        aria-hidden
        sx={{
          position: 'absolute',
          left: 10,
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'text.secondary',
          pointerEvents: 'none',
        }}
      />
      <Box
        component="input"
        ref={fieldRef}
        id={id}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={searchMessages.placeholder}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onTextChange(event.target.value)}
        onClick={onReopen}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'ArrowDown') onReopen();
        }}
        aria-controls={controls}
        sx={{
          boxSizing: 'border-box',
          width: '100%',
          height: 40,
          // docs/product/look-and-feel.md#phone-header
          [NARROW_SCREEN_MEDIA]: { height: 36 },
          pl: 5,
          // Room for the clear button only when it shows: on a phone the placeholder
          // needs every pixel.
          pr: text === '' ? 1.5 : 5,
          font: 'inherit',
          fontSize: '0.9375rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'rgba(31, 41, 51, 0.3)',
          borderRadius: 1,
          textOverflow: 'ellipsis',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 0,
            borderColor: 'primary.main',
          },
          // Our own clear button replaces the browser's.
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
      {text !== '' ? (
        <IconButton
          type="button"
          size="small"
          onClick={onClear}
          aria-label={searchMessages.clear}
          sx={{ position: 'absolute', right: 4, top: '50%', transform: 'translateY(-50%)' }}
        >
          <CloseIcon fontSize="small" aria-hidden />
        </IconButton>
      ) : null}
    </Box>
  );
}

import Box from '@mui/material/Box';

/** Long text in one grid line, cut with an ellipsis; the whole text is in the tooltip and in the details dialog. */
export function TextCell({ value }: { value?: unknown }) {
  const text = typeof value === 'string' ? value : '';
  return (
    <Box component="span" title={text} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }}>
      {text}
    </Box>
  );
}

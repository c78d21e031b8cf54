import Box from '@mui/material/Box';
import { SampleMark } from '../SampleMark';

/** Long text in one grid line, cut with an ellipsis; the whole text is in the tooltip and in the details dialog. */
export function TextCell({ value }: { value?: unknown }) {
  const text = typeof value === 'string' ? value : '';
  return (
    <Box component="span" title={text} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' }}>
      {text}
    </Box>
  );
}

/** A record's name cell: the sample mark first when the record is a made-up sample, then the text as TextCell. */
export function SampleTextCell({ value, row }: { value?: unknown; row: object }) {
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, height: '100%' }}>
      {'sample' in row && row.sample ? <SampleMark /> : null}
      <TextCell value={value} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Markdown headings sit under the page's h1 and the section's h2, so # becomes h3 and so on. No raw HTML
 * plugin: a tag written in the text is shown as text, and react-markdown drops javascript: links.
 */
const COMPONENTS: Components = {
  h1: ({ children }) => (
    <Typography component="h3" variant="h4" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h2: ({ children }) => (
    <Typography component="h3" variant="h5" sx={{ mt: 3, mb: 1 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography component="h4" variant="h6" sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  ),
  h4: ({ children }) => (
    <Typography component="h5" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
      {children}
    </Typography>
  ),
  h5: ({ children }) => (
    <Typography component="h6" variant="subtitle2" sx={{ mt: 2 }}>
      {children}
    </Typography>
  ),
  h6: ({ children }) => (
    <Typography component="h6" variant="subtitle2" sx={{ mt: 2 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => <Typography sx={{ mb: 1.5, fontSize: '1.0625rem' }}>{children}</Typography>,
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  ul: ({ children }) => (
    <Box component="ul" sx={{ pl: 3, mt: 0, mb: 1.5, fontSize: '1.0625rem' }}>
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box component="ol" sx={{ pl: 3, mt: 0, mb: 1.5, fontSize: '1.0625rem' }}>
      {children}
    </Box>
  ),
  li: ({ children }) => (
    <Box component="li" sx={{ mb: 0.5 }}>
      {children}
    </Box>
  ),
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{ m: 0, mb: 1.5, pl: 2, py: 0.5, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', '& > :last-child': { mb: 0 } }}
    >
      {children}
    </Box>
  ),
  pre: ({ children }) => (
    <Box
      component="pre"
      sx={{
        p: 1.5,
        mb: 1.5,
        overflowX: 'auto',
        borderRadius: 1,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        '& code': { p: 0, bgcolor: 'transparent' },
      }}
    >
      {children}
    </Box>
  ),
  code: ({ children }) => (
    <Box
      component="code"
      sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em', px: 0.5, borderRadius: 0.5, bgcolor: 'action.hover' }}
    >
      {children}
    </Box>
  ),
  table: ({ children }) => (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
      <Table size="small">{children}</Table>
    </TableContainer>
  ),
  thead: ({ children }) => <TableHead>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: ({ children }) => (
    <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
      {children}
    </TableCell>
  ),
  td: ({ children }) => <TableCell>{children}</TableCell>,
  img: ({ src, alt }) => <Box component="img" src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} sx={{ maxWidth: '100%' }} />,
  hr: () => <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 2 }} />,
};

/** Renders stored Markdown (GitHub flavour: tables, task lists, strikethrough) with the theme's typography. */
export function MarkdownView({ source }: { source: string }) {
  return (
    <Box sx={{ overflowWrap: 'anywhere', '& > :first-child': { mt: 0 } }}>
      <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
        {source}
      </Markdown>
    </Box>
  );
}

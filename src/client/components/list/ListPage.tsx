import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { List } from '@refinedev/mui';
import type { ReactNode } from 'react';

interface ListPageProps {
  resource: string;
  title: string;
  /** One line under the title saying what the list holds. */
  description?: string;
  children: ReactNode;
}

/**
 * On paper the portal's header, menus, footer, the filter bar and the grid's buttons and pagination are hidden; the
 * title and the count stay. "Imprimir" mounts a table of every filtered row (PrintTable), which then replaces the
 * grid or the cards; a print from the browser's own menu prints the page on screen. Landscape: tables need the width.
 */
const PRINT_STYLES = {
  '@media print': {
    'header, footer, nav, [role="search"], .no-print, .MuiDataGrid-footerContainer, .MuiDataGrid-toolbar button, .MuiFab-root': { display: 'none !important' },
    body: { background: '#fff' },
    '.MuiDataGrid-root': { border: 'none' },
    'body:has(.print-all) .list-results': { display: 'none !important' },
  },
  '@page': { size: 'landscape', margin: '12mm' },
} as const;

/**
 * Refine's `List` as every list of the portal uses it: the page's h1 and a short description on a
 * card, no breadcrumb, no create button, as wide as the screen allows (tables need the room).
 */
export function ListPage({ resource, title, description, children }: ListPageProps) {
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2, md: 3 } }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <List
        resource={resource}
        breadcrumb={false}
        canCreate={false}
        title={
          <>
            <Typography component="h1" variant="h1" color="primary">
              {title}
            </Typography>
            {description && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {description}
              </Typography>
            )}
          </>
        }
        wrapperProps={{ variant: 'outlined', sx: { minWidth: 0 } }}
        headerProps={{ sx: { px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } } }}
        contentProps={{ sx: { px: { xs: 1.5, sm: 3 }, pb: { xs: 2, sm: 3 } } }}
      >
        {children}
      </List>
    </Container>
  );
}

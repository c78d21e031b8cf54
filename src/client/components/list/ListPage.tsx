import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import { List } from '@refinedev/mui';
import type { ReactNode } from 'react';
import { LIST_CARD_PROPS, LIST_CONTAINER_PROPS, LIST_HEADER_PROPS, ListPageTitle } from './ListPageTitle';

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
    <Container {...LIST_CONTAINER_PROPS}>
      <GlobalStyles styles={PRINT_STYLES} />
      <List
        resource={resource}
        breadcrumb={false}
        canCreate={false}
        title={<ListPageTitle title={title} description={description} />}
        wrapperProps={LIST_CARD_PROPS}
        headerProps={LIST_HEADER_PROPS}
        contentProps={{ sx: { px: { xs: 1.5, sm: 3 }, pb: { xs: 2, sm: 3 } } }}
      >
        {children}
      </List>
    </Container>
  );
}

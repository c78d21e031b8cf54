import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface PageProps {
  title: string;
  children?: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
}

/** A page of the portal: its h1 (also the tab title) and its content. */
export function Page({ title, children, maxWidth = 'md' }: PageProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h1" color="primary" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

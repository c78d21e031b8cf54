import type { CardHeaderProps } from '@mui/material/CardHeader';
import type { ContainerProps } from '@mui/material/Container';
import type { PaperProps } from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The list page's box, card and card header, shared by ListPage and its prerendered head (src/client/prerender). */
export const LIST_CONTAINER_PROPS: ContainerProps = { maxWidth: 'xl', sx: { py: { xs: 2, md: 4 }, px: { xs: 1, sm: 2, md: 3 } } };
export const LIST_CARD_PROPS: PaperProps & { variant: 'outlined' } = { variant: 'outlined', sx: { minWidth: 0 } };
export const LIST_HEADER_PROPS: CardHeaderProps = { sx: { px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 } } };

/** A list page's h1 and the line under it saying what the list holds. */
export function ListPageTitle({ title, description }: { title: string; description?: string }) {
  return (
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
  );
}

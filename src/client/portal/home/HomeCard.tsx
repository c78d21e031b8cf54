import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface HomeCardProps {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

/** A card of the home page; its title is the link, stretched over the whole card. */
export function HomeCard({ to, title, text, icon }: HomeCardProps) {
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover, &:focus-within': { boxShadow: 4, borderColor: 'primary.main' },
      }}
    >
      <CardContent>
        <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 36 } }}>{icon}</Box>
        <Typography component="h3" variant="h6" gutterBottom>
          <Link
            component={RouterLink}
            to={to}
            underline="hover"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:focus-visible': { outline: 'none' } }}
          >
            {title}
          </Link>
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </CardContent>
    </Card>
  );
}

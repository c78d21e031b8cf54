import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface DemoSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One demo: an outlined card with its h2 (the section's accessible name). */
export function DemoSection({ title, description, children }: DemoSectionProps) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} data-testid="demo-section" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h5" gutterBottom>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paletteAt } from '../../themes/palettes';
import { ThemePreview } from './ThemePreview';

interface ThemeCardProps {
  index: number;
  isDefault: boolean;
  isMine: boolean;
  /** False while the server's default is unknown: it cannot be changed then. */
  canSetDefault: boolean;
  onApply: () => void;
  onSetDefault: () => void;
}

/** A colour theme: its name, whether it is the default or the user's, light and dark previews, and the two actions. */
export function ThemeCard({ index, isDefault, isMine, canSetDefault, onApply, onSetDefault }: ThemeCardProps) {
  const { t } = useTranslation(['admintheme', 'settings']);
  const titleId = useId();
  const name = t(`settings:themes.${paletteAt(index).key}`);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`theme-card-${index}`}
      sx={{ display: 'flex', flexDirection: 'column', borderWidth: isDefault ? 2 : 1, borderColor: isDefault ? 'primary.main' : 'divider' }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h3" sx={{ mr: 'auto' }}>
            {name}
          </Typography>
          {isDefault && <Chip size="small" color="primary" icon={<CheckCircleIcon />} label={t('admintheme:badges.default')} />}
          {isMine && <Chip size="small" variant="outlined" label={t('admintheme:badges.mine')} />}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <ThemePreview index={index} dark={false} />
          <ThemePreview index={index} dark />
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={onApply} disabled={isMine} aria-describedby={titleId}>
          {t('admintheme:actions.apply')}
        </Button>
        <Button variant="contained" onClick={onSetDefault} disabled={isDefault || !canSetDefault} aria-describedby={titleId}>
          {t('admintheme:actions.setDefault')}
        </Button>
      </CardActions>
    </Card>
  );
}

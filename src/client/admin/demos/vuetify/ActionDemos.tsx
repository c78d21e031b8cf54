import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import MailIcon from '@mui/icons-material/Mail';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

const row = { direction: 'row', spacing: 1, useFlexGap: true, sx: { flexWrap: 'wrap', alignItems: 'center' } } as const;

export function ButtonsDemo() {
  const { t } = useTranslation('demos');
  const [clicks, setClicks] = useState(0);
  return (
    <DemoSection title={t('vuetify.buttons.title')}>
      <Stack {...row}>
        <Button variant="contained" onClick={() => setClicks((n) => n + 1)}>
          {t('vuetify.buttons.contained')}
        </Button>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setClicks((n) => n + 1)}>
          {t('vuetify.buttons.outlined')}
        </Button>
        <Button onClick={() => setClicks((n) => n + 1)}>{t('vuetify.buttons.text')}</Button>
        <Button variant="contained" disabled>
          {t('vuetify.buttons.disabled')}
        </Button>
      </Stack>
      <Typography role="status" sx={{ mt: 2 }}>
        {t('vuetify.buttons.clicks', { count: clicks })}
      </Typography>
    </DemoSection>
  );
}

const CHIP_KEYS = ['airport', 'heliport', 'plan', 'zone'] as const;

export function ChipsDemo() {
  const { t } = useTranslation('demos');
  const [chips, setChips] = useState<readonly string[]>(CHIP_KEYS);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <DemoSection title={t('vuetify.chips.title')}>
      <Stack {...row}>
        {chips.map((key) => (
          <Chip
            key={key}
            label={t(`vuetify.chips.items.${key}`)}
            color={selected === key ? 'primary' : 'default'}
            onClick={() => setSelected(key)}
            onDelete={() => setChips((all) => all.filter((c) => c !== key))}
          />
        ))}
        {chips.length < CHIP_KEYS.length && (
          <Button size="small" onClick={() => setChips(CHIP_KEYS)}>
            {t('vuetify.chips.restore')}
          </Button>
        )}
      </Stack>
    </DemoSection>
  );
}

export function BadgesDemo() {
  const { t } = useTranslation('demos');
  const [count, setCount] = useState(4);
  return (
    <DemoSection title={t('vuetify.badges.title')}>
      <Stack {...row} spacing={3}>
        <Badge badgeContent={count} color="primary" max={9}>
          <MailIcon titleAccess={t('vuetify.badges.messages', { count })} />
        </Badge>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => n + 1)}>
          {t('vuetify.badges.add')}
        </Button>
        <Button size="small" onClick={() => setCount(0)}>
          {t('vuetify.badges.clear')}
        </Button>
      </Stack>
    </DemoSection>
  );
}

const PEOPLE = ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Davi Rocha', 'Elisa Melo'];
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export function AvatarsDemo() {
  const { t } = useTranslation('demos');
  return (
    <DemoSection title={t('vuetify.avatars.title')}>
      <Stack {...row} spacing={2}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initials(PEOPLE[0] ?? '')}</Avatar>
        <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }} variant="rounded">
          {initials(PEOPLE[1] ?? '')}
        </Avatar>
        <AvatarGroup max={4} aria-label={t('vuetify.avatars.team')} sx={{ '& .MuiAvatar-root': { bgcolor: 'primary.dark', color: 'primary.contrastText' } }}>
          {PEOPLE.map((name) => (
            <Avatar key={name} alt={name} title={name}>
              {initials(name)}
            </Avatar>
          ))}
        </AvatarGroup>
      </Stack>
    </DemoSection>
  );
}

export function MenuDemo() {
  const { t } = useTranslation('demos');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const options = ['edit', 'duplicate', 'archive'] as const;
  return (
    <DemoSection title={t('vuetify.menu.title')}>
      <Stack {...row}>
        <IconButton
          aria-label={t('vuetify.menu.open')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
        <Typography role="status">{choice ? t('vuetify.menu.chosen', { option: t(`vuetify.menu.options.${choice}`) }) : t('vuetify.menu.none')}</Typography>
      </Stack>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {options.map((option) => (
          <MenuItem
            key={option}
            onClick={() => {
              setChoice(option);
              setAnchor(null);
            }}
          >
            {t(`vuetify.menu.options.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </DemoSection>
  );
}

export function TooltipDemo() {
  const { t } = useTranslation('demos');
  return (
    <DemoSection title={t('vuetify.tooltip.title')} description={t('vuetify.tooltip.description')}>
      <Stack {...row}>
        <Tooltip title={t('vuetify.tooltip.delete')}>
          <IconButton aria-label={t('vuetify.tooltip.delete')}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('vuetify.tooltip.hint')} placement="right" arrow>
          <Button variant="outlined">{t('vuetify.tooltip.hover')}</Button>
        </Tooltip>
      </Stack>
    </DemoSection>
  );
}

export function RatingDemo() {
  const { t } = useTranslation('demos');
  const [value, setValue] = useState<number | null>(3);
  return (
    <DemoSection title={t('vuetify.rating.title')}>
      <Stack {...row} spacing={2}>
        <Rating name="demo-rating" value={value} onChange={(_, next) => setValue(next)} getLabelText={(n) => t('vuetify.rating.stars', { count: n })} />
        <Typography role="status">{t('vuetify.rating.value', { count: value ?? 0 })}</Typography>
      </Stack>
    </DemoSection>
  );
}

export function PaginationDemo() {
  const { t } = useTranslation('demos');
  const [page, setPage] = useState(1);
  return (
    <DemoSection title={t('vuetify.pagination.title')}>
      <Pagination count={10} page={page} onChange={(_, next) => setPage(next)} color="primary" siblingCount={0} aria-label={t('vuetify.pagination.title')} />
      <Typography role="status" sx={{ mt: 1 }}>
        {t('vuetify.pagination.page', { page, total: 10 })}
      </Typography>
    </DemoSection>
  );
}

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FlightIcon from '@mui/icons-material/Flight';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

export function CardsDemo() {
  const { t } = useTranslation('demos');
  const [more, setMore] = useState(false);
  return (
    <DemoSection title={t('vuetify.cards.title')}>
      <Card variant="outlined" sx={{ maxWidth: 420 }}>
        <CardHeader avatar={<FlightIcon color="primary" />} title={t('vuetify.cards.heading')} subheader={t('vuetify.cards.subheading')} />
        <CardContent>
          <Typography variant="body2">{t('vuetify.cards.text')}</Typography>
          <Collapse in={more}>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('vuetify.cards.more')}
            </Typography>
          </Collapse>
        </CardContent>
        <CardActions>
          <Button size="small" aria-expanded={more} onClick={() => setMore((m) => !m)}>
            {more ? t('vuetify.cards.less') : t('vuetify.cards.read')}
          </Button>
        </CardActions>
      </Card>
    </DemoSection>
  );
}

const TABS = ['summary', 'documents', 'history'] as const;

export function TabsDemo() {
  const { t } = useTranslation('demos');
  const [tab, setTab] = useState(0);
  return (
    <DemoSection title={t('vuetify.tabs.title')}>
      <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label={t('vuetify.tabs.title')} variant="scrollable" allowScrollButtonsMobile>
        {TABS.map((key, index) => (
          <Tab key={key} id={`demo-tab-${index}`} aria-controls={`demo-tabpanel-${index}`} label={t(`vuetify.tabs.${key}.label`)} />
        ))}
      </Tabs>
      {TABS.map((key, index) => (
        <Box key={key} role="tabpanel" hidden={tab !== index} id={`demo-tabpanel-${index}`} aria-labelledby={`demo-tab-${index}`} sx={{ pt: 2 }}>
          {tab === index && <Typography>{t(`vuetify.tabs.${key}.text`)}</Typography>}
        </Box>
      ))}
    </DemoSection>
  );
}

const QUESTIONS = ['what', 'who', 'when'] as const;

export function AccordionDemo() {
  const { t } = useTranslation('demos');
  const [open, setOpen] = useState<string | false>('what');
  return (
    <DemoSection title={t('vuetify.accordion.title')}>
      {QUESTIONS.map((key) => (
        <Accordion key={key} expanded={open === key} onChange={(_, expanded) => setOpen(expanded ? key : false)} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`demo-acc-${key}`} aria-controls={`demo-acc-${key}-body`}>
            <Typography>{t(`vuetify.accordion.${key}.q`)}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`demo-acc-${key}-body`}>
            <Typography variant="body2">{t(`vuetify.accordion.${key}.a`)}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </DemoSection>
  );
}

const EVENTS = ['received', 'analysed', 'published'] as const;

export function TimelineDemo() {
  const { t } = useTranslation('demos');
  return (
    <DemoSection title={t('vuetify.timeline.title')}>
      <Timeline sx={{ p: 0, m: 0, [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 } }}>
        {EVENTS.map((key, index) => (
          <TimelineItem key={key}>
            <TimelineSeparator>
              <TimelineDot color={index === EVENTS.length - 1 ? 'success' : 'primary'} />
              {index < EVENTS.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>
              <Typography>{t(`vuetify.timeline.${key}.title`)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`vuetify.timeline.${key}.when`)}
              </Typography>
            </TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </DemoSection>
  );
}

const ITEMS = [
  { key: 'inbox', icon: <InboxIcon /> },
  { key: 'starred', icon: <StarIcon /> },
  { key: 'sent', icon: <SendIcon /> },
] as const;

export function ListDemo() {
  const { t } = useTranslation('demos');
  const [selected, setSelected] = useState<string>('inbox');
  return (
    <DemoSection title={t('vuetify.list.title')}>
      <List aria-label={t('vuetify.list.title')} sx={{ maxWidth: 360 }}>
        {ITEMS.map(({ key, icon }) => (
          <ListItem key={key} disablePadding>
            <ListItemButton selected={selected === key} onClick={() => setSelected(key)} aria-current={selected === key ? 'true' : undefined}>
              <ListItemIcon>{icon}</ListItemIcon>
              <ListItemText primary={t(`vuetify.list.${key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </DemoSection>
  );
}

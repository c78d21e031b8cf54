import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BarChartIcon from '@mui/icons-material/BarChart';
import BugReportIcon from '@mui/icons-material/BugReport';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import ExtensionIcon from '@mui/icons-material/Extension';
import LayersIcon from '@mui/icons-material/Layers';
import MapIcon from '@mui/icons-material/Map';
import HandshakeIcon from '@mui/icons-material/Handshake';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaletteIcon from '@mui/icons-material/Palette';
import PeopleIcon from '@mui/icons-material/People';
import ReportIcon from '@mui/icons-material/Report';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import TimelineIcon from '@mui/icons-material/Timeline';
import TranslateIcon from '@mui/icons-material/Translate';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WidgetsIcon from '@mui/icons-material/Widgets';
import OutboxIcon from '@mui/icons-material/Outbox';
import type { ReactElement } from 'react';
import type { AdminGroup, AdminScreenKey } from '../../admin/screens';

export const SCREEN_ICONS: Record<AdminScreenKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  complaints: <ReportIcon />,
  flowchart: <AccountTreeIcon />,
  planManagement: <MapIcon />,
  tacManagement: <HandshakeIcon />,
  logs: <BugReportIcon />,
  outbox: <OutboxIcon />,
  users: <PeopleIcon />,
  documentation: <DescriptionIcon />,
  guide: <MenuBookIcon />,
  roadmap: <TimelineIcon />,
  theme: <PaletteIcon />,
  i18n: <TranslateIcon />,
  permissionAdministrador: <VerifiedUserIcon />,
  permissionInterno: <VerifiedUserIcon />,
  permissionExterno: <VerifiedUserIcon />,
  vuetify: <WidgetsIcon />,
  nested: <LayersIcon />,
  components: <ExtensionIcon />,
  charts: <BarChartIcon />,
};

export const GROUP_ICONS: Record<AdminGroup, ReactElement> = {
  administration: <AdminPanelSettingsIcon />,
  permissions: <SecurityIcon />,
  demos: <ScienceIcon />,
};

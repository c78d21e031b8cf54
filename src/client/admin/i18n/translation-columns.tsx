import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { LOCALES, type Locale } from '../../../domain/constants';
import type { TranslationRow } from './translation-rows';

function TextCell({ row, locale, t }: { row: TranslationRow; locale: Locale; t: TFunction }) {
  const missing = row.missing.includes(locale);
  const overridden = row.overridden.includes(locale);
  return (
    <Box
      data-state={missing ? 'missing' : overridden ? 'overridden' : 'ok'}
      sx={(theme) => ({
        width: 'calc(100% + 16px)',
        alignSelf: 'stretch',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 0.25,
        py: 0.75,
        px: 1,
        mx: -1,
        whiteSpace: 'normal',
        wordBreak: 'break-word',
        lineHeight: 1.35,
        bgcolor: missing ? alpha(theme.palette.error.main, 0.14) : overridden ? alpha(theme.palette.info.main, 0.12) : undefined,
      })}
    >
      {missing && <Chip size="small" color="error" label={t('missing')} sx={{ alignSelf: 'start' }} />}
      {overridden && <Chip size="small" color="info" label={t('overridden')} sx={{ alignSelf: 'start' }} />}
      <Box component="span" lang={locale === 'pt' ? 'pt-BR' : locale}>
        {row.value[locale]}
      </Box>
    </Box>
  );
}

/** Namespace, key, one column per language (missing texts and overrides highlighted) and the edit button. */
export function translationColumns(t: TFunction, onEdit: (row: TranslationRow) => void): GridColDef<TranslationRow>[] {
  return [
    { field: 'namespace', headerName: t('columns.namespace'), width: 120 },
    {
      field: 'key',
      headerName: t('columns.key'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ value }) => (
        <Box component="code" sx={{ whiteSpace: 'normal', wordBreak: 'break-all', fontSize: '0.8125rem', py: 0.75 }}>
          {String(value)}
        </Box>
      ),
    },
    ...LOCALES.map((locale): GridColDef<TranslationRow> => ({
      field: locale,
      headerName: t(`columns.${locale}`),
      flex: 1.5,
      minWidth: 200,
      valueGetter: (_value, row) => row.value[locale],
      renderCell: ({ row }) => <TextCell row={row} locale={locale} t={t} />,
    })),
    {
      field: 'actions',
      headerName: t('columns.actions'),
      width: 80,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: ({ row }) => (
        <IconButton aria-label={t('edit', { key: row.id })} onClick={() => onEdit(row)} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
}

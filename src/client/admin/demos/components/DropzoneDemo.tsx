import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useTranslation } from 'react-i18next';
import { DemoSection } from '../DemoSection';

const MAX_BYTES = 5 * 1024 * 1024;

/** react-dropzone: lists what would be sent (name and size) and refuses files over 5 MB; nothing is uploaded. */
export function DropzoneDemo() {
  const { t, i18n } = useTranslation('demos');
  const [accepted, setAccepted] = useState<File[]>([]);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    maxSize: MAX_BYTES,
    onDrop: (ok, refused) => {
      setAccepted((was) => [...was, ...ok]);
      setRejected(refused);
    },
  });
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'unit', unit: bytes >= 1024 * 1024 ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
      bytes >= 1024 * 1024 ? bytes / 1024 / 1024 : bytes / 1024,
    );
  return (
    <DemoSection title={t('components.dropzone.title')} description={t('components.dropzone.description')}>
      <Box
        {...getRootProps()}
        sx={{
          p: 3,
          textAlign: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          cursor: 'pointer',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
        }}
      >
        <input {...getInputProps({ 'aria-label': t('components.dropzone.input') })} />
        <UploadFileIcon color="primary" fontSize="large" aria-hidden />
        <Typography>{isDragActive ? t('components.dropzone.drop') : t('components.dropzone.prompt')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('components.dropzone.limit')}
        </Typography>
      </Box>
      {rejected.map(({ file }) => (
        <Alert key={file.name} severity="error" sx={{ mt: 2 }}>
          {t('components.dropzone.tooLarge', { name: file.name, size: size(file.size) })}
        </Alert>
      ))}
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {t('components.dropzone.accepted', { count: accepted.length })}
      </Typography>
      {accepted.length > 0 && (
        <List dense aria-label={t('components.dropzone.list')}>
          {accepted.map((file, index) => (
            <ListItem key={`${file.name}-${index}`} disableGutters>
              <ListItemText primary={file.name} secondary={size(file.size)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
      )}
    </DemoSection>
  );
}

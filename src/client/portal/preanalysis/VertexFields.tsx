import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_REQUEST_VERTICES, type RequestErrorCode, type VertexField, type VertexValues } from './request-form';

export interface VertexFieldsProps {
  vertices: VertexValues[];
  errors: Partial<Record<VertexField, RequestErrorCode>>[];
  touched: (index: number, field: VertexField) => boolean;
  onChange: (index: number, field: VertexField, value: string) => void;
  onBlur: (index: number, field: VertexField) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The vertex a map click moves (the last one focused). */
  active: number;
  onActivate: (index: number) => void;
}

/** The id of a coordinate field: the first vertex keeps the plain ids. */
const vertexFieldId = (index: number, field: VertexField) => `preanalysis-${field}${index === 0 ? '' : `-${index + 1}`}`;

/** One row per vertex (latitude, longitude in decimal or DMS), add/remove rows up to MAX_REQUEST_VERTICES. */
export function VertexFields(props: VertexFieldsProps) {
  const { t } = useTranslation('preanalysis');
  const { vertices, errors } = props;
  const many = vertices.length > 1;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('request.vertices.legend')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('request.vertices.help', { max: MAX_REQUEST_VERTICES })}
      </Typography>
      {vertices.map((v, i) => {
        const field = (name: VertexField) => {
          const code = props.touched(i, name) ? errors[i]?.[name] : undefined;
          const message = code ? t(`request.errors.${code}`) : undefined;
          return (
            <TextField
              id={vertexFieldId(i, name)}
              label={many ? t(`request.vertices.${name}`, { n: i + 1 }) : t(`request.fields.${name}`)}
              value={v[name]}
              onChange={(event) => props.onChange(i, name, event.target.value)}
              onBlur={() => props.onBlur(i, name)}
              onFocus={() => props.onActivate(i)}
              error={Boolean(message)}
              helperText={message ?? t(`request.help.${name}`)}
              required
              fullWidth
              slotProps={{ htmlInput: { autoComplete: 'off', 'data-vertex': i } }}
            />
          );
        };
        return (
          <Stack
            key={i}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            alignItems={{ sm: 'flex-start' }}
            sx={{ pl: many ? 1 : 0, borderLeft: many ? 3 : 0, borderColor: i === props.active ? 'primary.main' : 'divider' }}
          >
            {field('latitude')}
            {field('longitude')}
            {many && (
              <IconButton aria-label={t('request.vertices.remove', { n: i + 1 })} onClick={() => props.onRemove(i)} sx={{ mt: { sm: 1 } }}>
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      <div>
        <Button startIcon={<AddIcon />} onClick={props.onAdd} disabled={vertices.length >= MAX_REQUEST_VERTICES}>
          {t('request.vertices.add')}
        </Button>
      </div>
    </Stack>
  );
}

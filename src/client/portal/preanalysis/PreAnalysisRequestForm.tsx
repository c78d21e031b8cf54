import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OBJECT_TYPES } from '../../../domain/preanalysis/index';
import { fieldErrorsOf } from '../../components/forms/field-errors';
import type { PreanalysisRequest } from '../../../domain/schemas/preanalysis-request';
import { ApiProblem } from '../subscriptions/subscription-api';
import { PreAnalysisRequestResult } from './PreAnalysisRequestResult';
import { requestPreanalysis, type CreatedPreanalysis } from './preanalysis-request-api';
import {
  EMPTY_FORM,
  EMPTY_VERTEX,
  checkRequestForm,
  checkVertex,
  formatDecimal,
  type RequestFormValues,
  type ScalarField,
  type VertexField,
} from './request-form';
import { SurfaceMapPanel } from './SurfaceMapPanel';
import { VertexFields } from './VertexFields';

/** The API's field names → the form's (refusals of the vertices are listed above the button). */
const API_FIELDS: Readonly<Record<string, ScalarField>> = { base_altitude_m: 'baseAltitude', object_height_m: 'height', object_type: 'objectType' };

/** The request form: vertices (typed, or picked on the map), base altitude, height, type; then the result. */
export function PreAnalysisRequestForm() {
  const { t } = useTranslation('preanalysis');
  const [values, setValues] = useState<RequestFormValues>(EMPTY_FORM);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's refusals of a field, shown on it until that field changes.
  const [refused, setRefused] = useState<Partial<Record<ScalarField, string>>>({});
  const [created, setCreated] = useState<{ created: CreatedPreanalysis; request: PreanalysisRequest } | null>(null);
  const { errors, request } = checkRequestForm(values);
  const touch = (key: string) => setTouched((v) => (v[key] ? v : { ...v, [key]: true }));

  const setVertex = (index: number, field: VertexField, value: string) => {
    setValues((v) => ({ ...v, vertices: v.vertices.map((x, i) => (i === index ? { ...x, [field]: value } : x)) }));
    touch(`${index}.${field}`);
  };
  const pick = (index: number, latitude: number, longitude: number) => {
    setValues((v) => ({
      ...v,
      vertices: v.vertices.map((x, i) => (i === index ? { latitude: formatDecimal(latitude), longitude: formatDecimal(longitude) } : x)),
    }));
    touch(`${index}.latitude`);
    touch(`${index}.longitude`);
  };
  const setScalar = (field: ScalarField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setRefused(({ [field]: _changed, ...rest }) => rest);
    touch(field);
  };
  const messageFor = (field: ScalarField) => {
    const code = touched[field] ? errors[field] : undefined;
    return code ? t(`request.errors.${code}`) : refused[field];
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const all: Record<string, boolean> = { baseAltitude: true, height: true, objectType: true };
    values.vertices.forEach((_, i) => Object.assign(all, { [`${i}.latitude`]: true, [`${i}.longitude`]: true }));
    setTouched(all);
    if (!request) return;
    setBusy(true);
    setFailure(null);
    setRefused({});
    try {
      setCreated({ created: await requestPreanalysis(request), request });
    } catch (error) {
      if (error instanceof ApiProblem && error.status === 401) setFailure(t('request.sessionEnded'));
      else if (error instanceof ApiProblem && error.status !== 0) {
        const { placed, rest } = fieldErrorsOf(error.errors, API_FIELDS);
        setRefused(placed);
        setFailure(rest.length > 0 ? rest.join(' ') : Object.keys(placed).length > 0 ? null : error.detail || t('request.network'));
      } else setFailure(t('request.network'));
    } finally {
      setBusy(false);
    }
  };

  if (created) {
    return (
      <>
        <PreAnalysisRequestResult created={created.created} vertices={created.request.vertices} />
        <Button
          sx={{ mt: 2 }}
          onClick={() => {
            setCreated(null);
            setValues(EMPTY_FORM);
            setTouched({});
            setActive(0);
          }}
        >
          {t('request.another')}
        </Button>
      </>
    );
  }

  const field = (name: 'baseAltitude' | 'height') => {
    const message = messageFor(name);
    return (
      <TextField
        id={`preanalysis-${name}`}
        label={t(`request.fields.${name}`)}
        value={values[name]}
        onChange={setScalar(name)}
        onBlur={() => touch(name)}
        error={Boolean(message)}
        helperText={message ?? t(`request.help.${name}`)}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
    );
  };
  const typeMessage = messageFor('objectType');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('request.heading')}>
      <Stack spacing={2}>
        <VertexFields
          vertices={values.vertices}
          errors={errors.vertices}
          touched={(i, f) => Boolean(touched[`${i}.${f}`])}
          onChange={setVertex}
          onBlur={(i, f) => touch(`${i}.${f}`)}
          onAdd={() => {
            setValues((v) => ({ ...v, vertices: [...v.vertices, EMPTY_VERTEX] }));
            setActive(values.vertices.length);
          }}
          onRemove={(index) => {
            setValues((v) => ({ ...v, vertices: v.vertices.filter((_, i) => i !== index) }));
            setActive(0);
          }}
          active={active}
          onActivate={setActive}
        />
        <SurfaceMapPanel vertices={values.vertices.map((v) => checkVertex(v).vertex)} active={Math.min(active, values.vertices.length - 1)} onPick={pick} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 640 }}>
          {field('baseAltitude')}
          {field('height')}
        </Stack>
        <TextField
          id="preanalysis-objectType"
          select
          label={t('request.fields.objectType')}
          value={values.objectType}
          onChange={setScalar('objectType')}
          error={Boolean(typeMessage)}
          helperText={typeMessage ?? ' '}
          required
          fullWidth
          sx={{ maxWidth: 640 }}
        >
          {OBJECT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`request.objectTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('request.submitting') : t('request.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

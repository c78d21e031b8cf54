import type { Insertable, Kysely } from 'kysely';
import { REGIONALS } from '../../../domain/constants';
import { formatNup } from '../../../domain/nup';
import { PROCESS_TYPES } from '../../../domain/schemas/complaint';
import type { ComplaintsTable, Database } from '../schema';

const COUNT = 40;
const SUMMARIES = [
  'Edificação acima do gabarito na aproximação',
  'Antena de telecomunicações sem autorização',
  'Torre de iluminação próxima à cabeceira',
  'Aterro sanitário atraindo aves',
  'Guindaste em obra sem sinalização',
  'Balões soltos no entorno do aeródromo',
  'Laser apontado para aeronaves',
  'Queimada na área de transição',
];
/** The regional of a state (approximate areas of the CINDACTAs and SRPV-SP). */
function regionalOf(state: string): (typeof REGIONALS)[number] {
  if (['SP'].includes(state)) return 'SRPV-SP';
  if (['PR', 'SC', 'RS', 'MS'].includes(state)) return 'CINDACTA 2';
  if (['AM', 'PA', 'AC', 'RO', 'RR', 'AP', 'MT'].includes(state)) return 'CINDACTA 4';
  if (['MA', 'PI', 'CE', 'RN', 'PB', 'PE', 'AL', 'SE', 'BA'].includes(state)) return 'CINDACTA 3';
  return 'CINDACTA 1';
}

/** ~40 sample complaints (sample = 1) on real aerodromes, numbered 1…40 through the counter. */
export async function seedComplaints(db: Kysely<Database>): Promise<number> {
  const aerodromes = await db
    .selectFrom('aerodromes')
    .select(['id', 'icao', 'name', 'municipality', 'state_code'])
    .where('icao', 'is not', null)
    .where('state_code', 'is not', null)
    .where('scheduled_service', '=', 1)
    .orderBy('id')
    .limit(COUNT)
    .execute();
  const rows: Insertable<ComplaintsTable>[] = aerodromes.map((a, i) => {
    const state = a.state_code ?? 'DF';
    const day = new Date(Date.UTC(2024, 0, 1) + i * 17 * 86_400_000).toISOString().slice(0, 10);
    const summary = SUMMARIES[i % SUMMARIES.length]!;
    return {
      number: i + 1,
      regional: regionalOf(state),
      summary,
      nup: formatNup(`${String(60_000 + (i % 7) * 11).padStart(5, '0')}${String(1000 + i * 37).padStart(6, '0')}${day.slice(0, 4)}`),
      content: `${summary} nas imediações de ${a.name} (${a.icao ?? ''}), relatada por cidadão. Registro de amostra.`,
      process_type: PROCESS_TYPES[i % PROCESS_TYPES.length]!,
      state_code: state,
      municipality_id: null,
      municipality: a.municipality ?? '',
      aerodrome_id: a.id,
      aerodrome_name: a.name,
      icao: a.icao,
      created_at: day,
      sample: 1,
    };
  });
  if (rows.length === 0) return 0;
  await db.insertInto('complaints').values(rows).execute();
  await db.updateTable('complaint_numbers').set({ last: rows.length }).where('id', '=', 1).where('last', '<', rows.length).execute();
  return rows.length;
}

import Stack from '@mui/material/Stack';
import { DemoPage } from './DemoPage';
import { KeyboardChart } from './charts/KeyboardChart';
import { LineChartDemo } from './charts/LineChartDemo';
import { MixedChart } from './charts/MixedChart';

/** /charts — a keyboard-navigable chart, a line chart and a mixed bar and line chart, all over real API data. */
export function ChartsPage() {
  return (
    <DemoPage screen="charts">
      <Stack spacing={2}>
        <KeyboardChart />
        <LineChartDemo />
        <MixedChart />
      </Stack>
    </DemoPage>
  );
}

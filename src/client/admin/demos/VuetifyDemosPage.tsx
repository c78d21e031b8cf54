import Box from '@mui/material/Box';
import { DemoPage } from './DemoPage';
import { AvatarsDemo, BadgesDemo, ButtonsDemo, ChipsDemo, MenuDemo, PaginationDemo, RatingDemo, TooltipDemo } from './vuetify/ActionDemos';
import { AlertsDemo, DialogDemo, ProgressDemo, SkeletonDemo, SnackbarDemo, StepperDemo } from './vuetify/FeedbackDemos';
import { AutocompleteDemo, DatePickerDemo, SelectionControlsDemo, SliderDemo, TextFieldsDemo } from './vuetify/FormDemos';
import { AccordionDemo, CardsDemo, ListDemo, TabsDemo, TimelineDemo } from './vuetify/LayoutDemos';

const DEMOS = {
  buttons: ButtonsDemo,
  chips: ChipsDemo,
  alerts: AlertsDemo,
  badges: BadgesDemo,
  avatars: AvatarsDemo,
  cards: CardsDemo,
  tabs: TabsDemo,
  accordion: AccordionDemo,
  dialog: DialogDemo,
  snackbar: SnackbarDemo,
  menu: MenuDemo,
  tooltip: TooltipDemo,
  slider: SliderDemo,
  selection: SelectionControlsDemo,
  textFields: TextFieldsDemo,
  autocomplete: AutocompleteDemo,
  datePicker: DatePickerDemo,
  progress: ProgressDemo,
  stepper: StepperDemo,
  rating: RatingDemo,
  pagination: PaginationDemo,
  timeline: TimelineDemo,
  skeleton: SkeletonDemo,
  list: ListDemo,
};

/** /vuetify (the spec keeps the name of the original's Vuetify page) — the MUI components the portal uses, each working. */
export function VuetifyDemosPage() {
  return (
    <DemoPage screen="vuetify">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {Object.entries(DEMOS).map(([key, Demo]) => (
          <Demo key={key} />
        ))}
      </Box>
    </DemoPage>
  );
}

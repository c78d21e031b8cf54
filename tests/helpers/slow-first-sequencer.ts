import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take minutes, longest first. Vitest starts the files it has timed before longest first, but a
 * fresh clone (CI) has no timings and it starts larger files first: the sweeps, small files, would start last and
 * leave one of the two workers idle for their whole length.
 */
const SLOW_FILES = ['accessibility-internal.spec.ts', 'accessibility.spec.ts', 'roles.spec.ts', 'complaints.spec.ts', 'forms.spec.ts'];

const rank = (file: TestSpecification) => {
  const index = SLOW_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return index === -1 ? SLOW_FILES.length : index;
};

/** Vitest's order, with the slow files first. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// The worker threads' entry point. Plain JavaScript, so Node can start it without any loader: when the task
// module is TypeScript (development under tsx, tests under vitest) it registers tsx's ESM loader in this thread
// first (a worker does not share the loader hooks of its parent), then imports the tasks.
import { workerData } from 'node:worker_threads';

const { tasksUrl } = workerData;
if (tasksUrl.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
const { runTask } = await import(tasksUrl);

export default runTask;

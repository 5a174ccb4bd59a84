/**
 * The fault drill's clean-up: everything it starts or makes (database, Redis keys, proxies,
 * instances, nginx, temp folder) registers how to undo it here, and it is undone in reverse order
 * at the end, also after a failure or Ctrl-C. `started` tells the instances' supervisor that exits
 * from then on are the drill's own doing, not crashes to restart.
 */
import { describeError } from "./drill-records.mjs";

export class CleanUp {
  tasks = [];
  started = false;
  running = undefined;

  add(what, task) {
    this.tasks.push([what, task]);
  }

  run() {
    this.started = true;
    this.running ??= (async () => {
      while (this.tasks.length > 0) {
        const [what, task] = this.tasks.pop();
        try {
          await task();
        } catch (error) {
          console.warn(`clean-up: could not ${what}: ${describeError(error)}`);
        }
      }
    })();
    return this.running;
  }
}

// Preloaded (`node --import`) into each process the start-up suite times: at exit it writes the process's
// own CPU time (user + system, µs) to file descriptor 3, which the suite reads. Measures CPU, not wall
// time, because the machine the bench runs on is shared.
import { writeSync } from "node:fs";

process.on("exit", () => {
  const { user, system } = process.cpuUsage();
  writeSync(3, String(user + system));
});

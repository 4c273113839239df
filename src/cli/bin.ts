import { watchSignals } from "./signals.js";

// Signals are watched before the commands load, so that one sent at start-up also ends with its line and code.
watchSignals();
// A reader that stops early (`oddsmith dice 100d100 | head`) closes the pipe: what is left has nowhere to go, so
// the run ends there, quietly and with code 0, as a Unix filter's writer does (no EPIPE stack trace).
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});
const { main } = await import("./main.js");
process.exitCode = await main(process.argv.slice(2));

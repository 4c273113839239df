import { watchSignals } from "./signals.js";

// Signals are watched before the commands load, so that one sent at start-up also ends with its line and code.
watchSignals();
const { main } = await import("./main.js");
process.exitCode = await main(process.argv.slice(2));

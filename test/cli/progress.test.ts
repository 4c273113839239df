import { describe, expect, it, vi } from "vitest";
import { progressBar } from "../../src/cli/progress.js";

describe("progressBar", () => {
  it("is silent when disabled (JSON output), whatever the terminal", () => {
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const tty = Object.getOwnPropertyDescriptor(process.stderr, "isTTY");
    Object.defineProperty(process.stderr, "isTTY", { value: true, configurable: true });
    try {
      const bar = progressBar(false, "ultimo challenge");
      bar.update(5, 10);
      bar.stop();
      expect(write).not.toHaveBeenCalled();
    } finally {
      if (tty) Object.defineProperty(process.stderr, "isTTY", tty);
      else delete (process.stderr as { isTTY?: boolean }).isTTY;
      write.mockRestore();
    }
  });
  it("is silent when stderr is not a terminal", () => {
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(process.stderr.isTTY).toBeFalsy();
      const bar = progressBar(true, "ultimo challenge");
      bar.update(5, 10);
      bar.stop();
      expect(write).not.toHaveBeenCalled();
    } finally {
      write.mockRestore();
    }
  });
  it("on a terminal, shows nothing in the first second, then a bar naming the label, the counts and the unit", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const written: string[] = [];
    const write = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => (written.push(String(chunk)), true));
    const tty = Object.getOwnPropertyDescriptor(process.stderr, "isTTY");
    Object.defineProperty(process.stderr, "isTTY", { value: true, configurable: true });
    try {
      const bar = progressBar(true, "sweep", "grid points");
      bar.update(1, 4);
      expect(written.join("")).toBe("");
      vi.setSystemTime(Date.now() + 1500);
      bar.update(2, 4);
      expect(written.join("")).toMatch(/sweep \[.*\] 50% \| 2\/4 grid points/);
      bar.stop();
    } finally {
      if (tty) Object.defineProperty(process.stderr, "isTTY", tty);
      else delete (process.stderr as { isTTY?: boolean }).isTTY;
      write.mockRestore();
      vi.useRealTimers();
    }
  });
});

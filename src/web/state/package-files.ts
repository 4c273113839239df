/// <reference types="vite/client" />
/**
 * The package's scenario files, bundled into the page at build time, so a report run that names one
 * (`--scenario scenarios/ultimo/evening.json`) opens in the workbench with its content. Nothing is fetched.
 */
const TEXTS: Readonly<Record<string, string>> = import.meta.glob<string>("../../../scenarios/**/*.json", { eager: true, query: "?raw", import: "default" });

/** The text of a package file by its path from the package root ("scenarios/ash/dungeon.json"), if bundled. */
export function packageFile(path: string): string | undefined {
  return TEXTS[`../../../${path.replace(/^\.\//, "")}`];
}

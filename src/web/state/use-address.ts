/**
 * The address and the form kept in step: each edit writes the address (edits in quick succession replace
 * one history entry, so Back steps over a word typed, not each key), and Back, Forward or an address typed
 * by hand set the form.
 */
import { useEffect, useRef } from "preact/hooks";
import { formOfHash, type FormState } from "./form-run.js";
import { loadShown } from "./registry.js";
import { splitViewAddress, type ViewState } from "./view-address.js";

/** Edits closer together than this replace the address instead of adding a history entry. */
const EDIT_BURST_MS = 1000;

/** `hash` is the whole view's address (the run's and the view around it: view-address.ts). */
export function useAddress(hash: string, onAddress: (form: FormState | undefined, view: ViewState, problems: string[]) => void): void {
  // The page's own address is no edit: the first edit always adds a history entry, however soon it comes.
  const lastPush = useRef(-Infinity);
  const hashRef = useRef(hash);
  hashRef.current = hash;
  useEffect(() => {
    const onHash = () => {
      if (location.hash === hashRef.current) return;
      // The address's analysis is loaded first (the page loads each analysis's code when it shows it).
      const address = location.hash;
      void loadShown(address).then(() => {
        if (location.hash !== address) return; // another address came meanwhile: its own load reads it
        const split = splitViewAddress(address);
        const read = formOfHash(split.run);
        onAddress(read.form, split.view, [...read.problems, ...split.problems]);
      });
    };
    addEventListener("hashchange", onHash);
    return () => removeEventListener("hashchange", onHash);
  }, []);
  useEffect(() => {
    if (location.hash === hash) return;
    const now = performance.now();
    if (location.hash === "" || now - lastPush.current < EDIT_BURST_MS) history.replaceState(null, "", hash);
    else history.pushState(null, "", hash);
    lastPush.current = now;
  }, [hash]);
}
